import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serviceTarget } from '../../src/lib/serviceLink';

const HOSTS = ['e.lib.example', 'map.lib.example:8443'];
const target = (url: string | null | undefined) => serviceTarget(url, HOSTS);

const Link = suite('serviceTarget');

Link('an in-app path opens through the router', () => {
  assert.equal(target('/books/recommend'), { kind: 'route', path: '/books/recommend' });
  assert.equal(target('  /opac/index?q=1 '), { kind: 'route', path: '/opac/index?q=1' });
});

Link('https to a listed host leaves the app, in the form that was checked', () => {
  assert.equal(target('https://e.lib.example/db?id=1'), { kind: 'external', url: 'https://e.lib.example/db?id=1' });
  assert.equal(target('HTTPS://E.LIB.EXAMPLE/x'), { kind: 'external', url: 'https://e.lib.example/x' });
  assert.equal(target('https://e.lib.example:443/x'), { kind: 'external', url: 'https://e.lib.example/x' });
  assert.equal(target('https://map.lib.example:8443/'), { kind: 'external', url: 'https://map.lib.example:8443/' });
  // The URL parser reads a slash-less special scheme as https://host/: judged on what it opens.
  assert.equal(target('https:e.lib.example/x'), { kind: 'external', url: 'https://e.lib.example/x' });
});

Link('http: is refused, even to a listed host', () => {
  assert.is(target('http://e.lib.example/db'), null);
});

Link('another host is refused, however it is dressed up', () => {
  for (const url of [
    'https://evil.example/x',
    'https://e.lib.example.evil.example/',
    'https://evil.example/?e.lib.example',
    'https://evil.example/e.lib.example',
    'https://e.lib.example@evil.example/',
    'https://lib.example/',
    'https://e.lib.example:8443/',
    'https://map.lib.example/',
    'https:\\\\evil.example/',
    'https://e.lib.example\t.evil.example/',
  ]) {
    assert.is(target(url), null, url);
  }
});

Link('credentials in the address are refused', () => {
  assert.is(target('https://user:secret@e.lib.example/'), null);
  assert.is(target('https://user@e.lib.example/'), null);
});

Link('javascript:, data:, protocol-relative and other schemes are refused', () => {
  for (const url of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//e.lib.example/x',
    '/\\e.lib.example/x',
    'weixin://dl/business',
    'ftp://e.lib.example/',
  ]) {
    assert.is(target(url), null, url);
  }
});

Link('an empty, missing or relative url leads nowhere', () => {
  assert.is(target(''), null);
  assert.is(target('   '), null);
  assert.is(target(null), null);
  assert.is(target(undefined), null);
  assert.is(target('books/index'), null);
});

Link('with no host listed, nothing leaves the app', () => {
  assert.is(serviceTarget('https://e.lib.example/', []), null);
});

Link.run();

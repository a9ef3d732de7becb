import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { articleLinkTarget } from '../../src/lib/articleLink';

const Links = suite('article links');
const ORIGIN = 'https://lib.example.org';

Links("in-app paths and this site's own addresses open through the router", () => {
  assert.equal(articleLinkTarget('/opac/detail?bookrecno=1', ORIGIN), {
    kind: 'route',
    path: '/opac/detail?bookrecno=1',
  });
  assert.equal(articleLinkTarget(' /notice ', ORIGIN), { kind: 'route', path: '/notice' });
  assert.equal(articleLinkTarget('https://lib.example.org/sguide?x=1#a', ORIGIN), {
    kind: 'route',
    path: '/sguide?x=1#a',
  });
});

Links('another https site leaves the app (after confirming)', () => {
  assert.equal(articleLinkTarget('https://cnki.example.org/kns?q=1', ORIGIN), {
    kind: 'external',
    url: 'https://cnki.example.org/kns?q=1',
    host: 'cnki.example.org',
  });
});

Links('tel: and mailto: go to the phone', () => {
  assert.equal(articleLinkTarget('tel:0571-88000001', ORIGIN), { kind: 'phone' });
  assert.equal(articleLinkTarget('MAILTO:a@b.cn', ORIGIN), { kind: 'phone' });
});

Links('anything else leads nowhere', () => {
  for (const href of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'http://plain.example.org/',
    '//evil.example.org/x',
    '/\\evil.example.org',
    'https://user:pw@evil.example.org/',
    '',
    null,
    'not a url',
  ]) {
    assert.is(articleLinkTarget(href, ORIGIN), null, String(href));
  }
});

Links.run();

/**
 * The phone's 字体大小 and 深色模式 through the control API (POST persona sets them, GET personas
 * reports them, reset forgets them, bad values are refused in Chinese), and the served bridge
 * applying the cookies to a page.
 */
import { Window } from 'happy-dom';
import * as assert from 'uvu/assert';
import { harnessSuite } from './helpers.js';
import type { control } from './jssdk-page.js';

const Display = harnessSuite('control API: the phone’s text size and dark mode');

const CHINESE = /[\u4e00-\u9fff]/;

const persona = (client: Parameters<typeof control>[0], body: object, cookie = '') =>
  client.raw('/__harness/api/persona', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ persona: 'reader', ...body }),
  });

Display('POST persona sets both, echoes them; GET personas reports them', async ({ client }) => {
  const response = await persona(client, { textSize: 'largest', colorScheme: 'dark' });
  const body = await response.json();
  assert.is(body.code, 1);
  assert.is(body.data.textSize, 'largest');
  assert.is(body.data.colorScheme, 'dark');
  const cookies = response.headers.getSetCookie().join(', ');
  assert.match(cookies, 'harness_text_size=largest;');
  assert.match(cookies, 'harness_color_scheme=dark;');
  const defaults = (await client.get('/__harness/api/personas')).data.current;
  assert.is(defaults.textSize, 'standard', 'no cookie sent: standard');
  assert.is(defaults.colorScheme, 'light', 'no cookie sent: light');
  const current = (
    await (
      await client.raw('/__harness/api/personas', {
        headers: { cookie: 'harness_text_size=large; harness_color_scheme=dark' },
      })
    ).json()
  ).data.current;
  assert.is(current.textSize, 'large');
  assert.is(current.colorScheme, 'dark');
});

Display('a field left out keeps the phone’s setting and sets no cookie for it', async ({ client }) => {
  const response = await persona(client, { colorScheme: 'light' }, 'harness_text_size=larger');
  const body = await response.json();
  assert.is(body.data.textSize, 'larger', 'kept from the cookie');
  assert.is(body.data.colorScheme, 'light');
  const cookies = response.headers.getSetCookie().join(', ');
  assert.not.match(cookies, 'harness_text_size=');
  assert.match(cookies, 'harness_color_scheme=light;');
  const plain = await persona(client, { textSize: null });
  assert.is((await plain.json()).data.textSize, 'standard');
  assert.not.match(plain.headers.getSetCookie().join(', '), /harness_(text_size|color_scheme)=/);
});

Display('bad values are refused in Chinese, HTTP 200, nothing set', async ({ client }) => {
  const refused: object[] = [
    { textSize: 'huge' },
    { textSize: 200 },
    { textSize: ['largest'] },
    { colorScheme: 'auto' },
    { colorScheme: true },
    { colorScheme: 'DARK' },
    { textSize: 'largest', colorScheme: 'night' },
  ];
  for (const fields of refused) {
    const response = await persona(client, fields);
    assert.is(response.status, 200, JSON.stringify(fields));
    const body = await response.json();
    assert.is(body.code, 0, JSON.stringify(fields));
    assert.match(body.message, CHINESE);
    assert.match(body.message, 'textSize' in fields && fields.textSize !== 'largest' ? '字体大小' : '深色模式');
    assert.equal(response.headers.getSetCookie(), [], `${JSON.stringify(fields)}: a cookie was set`);
  }
});

Display('reset forgets both (standard, light)', async ({ client }) => {
  const response = await client.raw('/__harness/api/reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'harness_text_size=largest; harness_color_scheme=dark' },
    body: JSON.stringify({ scale: 'small' }),
  });
  assert.is((await response.json()).code, 1);
  const cookies = response.headers.getSetCookie().join(', ');
  assert.match(cookies, /harness_text_size=; Max-Age=0; Path=\//);
  assert.match(cookies, /harness_color_scheme=; Max-Age=0; Path=\//);
  await client.login();
});

Display('the served bridge applies them before the app runs', async ({ server, client }) => {
  const bridge = await (await client.raw('/__harness/bridge.js')).text();
  const page = new Window({ url: `${server.url}/?harness=1`, settings: { device: { prefersColorScheme: 'light' } } });
  page.document.cookie = 'harness_text_size=largest';
  page.document.cookie = 'harness_color_scheme=dark';
  page.eval(bridge);
  assert.is(page.document.documentElement.style.fontSize, '200%');
  assert.is(page.matchMedia('(prefers-color-scheme: dark)').matches, true);
  const display = (page as unknown as { __harnessBridge: { display: { colorScheme(): string } } }).__harnessBridge
    .display;
  assert.is(display.colorScheme(), 'dark');
  await page.happyDOM.close();
});

Display.run();

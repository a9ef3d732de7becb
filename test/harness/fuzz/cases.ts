/**
 * The fuzz's requests. Each area of the server has a set of valid parameters (every call carries
 * them all, so a case gets past the checks it does not break); generators break them one way each.
 * A new generator is one more entry in GENERATORS; a case that must be refused carries `mustRefuse`.
 * The fuzz's session is signed in as persona `reader` (openid OPENID.reader, card SX100001).
 */
import { APPID, OPENID, signedLogin } from '../helpers.js';
import type { RouteUnderTest } from './routes.js';

export interface FuzzCase {
  /** Generator and what the case breaks, for failure messages. */
  label: string;
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Send the logged-in client's bearer token (signed in as `reader`). */
  token: boolean;
  /** Send instead the token of a session that never proved a WeChat identity. */
  anonymous?: boolean;
  /** Why this call must be refused (a refusal changes nothing); absent: either outcome is fine. */
  mustRefuse?: string;
  /** The HTTP status the refusal must have. */
  status?: number;
  /** Why this call must change nothing, whatever it answers (a HEAD request). */
  unchanged?: string;
  /** A Server-Sent Events stream: check the head, then leave. */
  stream?: boolean;
}

export interface FuzzEnv {
  /** http://127.0.0.1:port */
  origin: string;
  /** Methods registered for a path (ALL included). */
  methodsOf(path: string): string[];
  /** Records of the reader's as the database holds them now (a loan's barcode, a reservation ...). */
  samples?(): Record<string, string>;
}

export interface CaseGenerator {
  name: string;
  cases(route: RouteUnderTest, env: FuzzEnv): FuzzCase[];
}

const MISSING = Symbol('missing');
type Value = unknown;

/** Valid parameters of each area, by path prefix (the first match wins). */
function validParams(path: string, env: FuzzEnv): Record<string, Value> {
  if (path.startsWith('/api/')) {
    return {
      ...signedLogin(),
      authorizer_appid: APPID,
      appid: APPID,
      openid: OPENID.reader,
      rdrno: 'SX100001',
      password: '123456',
      libcode: 'SXLIB',
      key: 'rdrtype',
      status: '1',
      name: '首页',
      type: '1',
      url: `${env.origin}/`,
      redirect_uri: '/',
      code: 'FUZZCODE',
      access_token: 'FUZZTOKEN',
      remark: '本人',
      page: '1',
      rows: '20',
      startdate: '2020-01-01',
      enddate: '2030-12-31',
      // Recommendations: a category, and a title to suggest (ISBN left out: every case a new row at most).
      cataid: '1',
      title: '荐购测试书名',
      ...env.samples?.(),
    };
  }
  if (path.startsWith('/__wx/')) {
    return {
      appid: APPID,
      redirect_uri: `${env.origin}/`,
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'fuzz',
      component_appid: 'wx0c1d2e3f4a5b6c7d',
      action: 'deny',
      persona: 'reader',
      appId: APPID,
      timestamp: String(Math.floor(Date.now() / 1000)),
      nonceStr: 'fuzzNonce',
      signature: 'a'.repeat(40),
      url: `${env.origin}/`,
      device: 'ios',
      alternateUrl: `${env.origin}/x`,
      media_id: 'FUZZMEDIA',
      access_token: 'FUZZ',
    };
  }
  if (path.startsWith('/__harness/')) {
    return {
      persona: 'reader',
      device: 'ios',
      clientVersion: '8.0.50',
      textSize: 'largest',
      colorScheme: 'dark',
      scale: 'small',
      api: 'scanQRCode',
      answer: { action: 'cancel' },
      defaultOnly: false,
      policy: 'ask',
      deny: false,
      latitude: 30.1,
      longitude: 120.2,
      accuracy: 10,
      speed: 0,
      latency: 0,
      failureRate: 0,
      offline: false,
      endpoints: {},
      invoke: 'scanQRCode',
      args: {},
      reply: { errMsg: 'scanQRCode:cancel' },
      source: 'panel',
      explain: '说明',
      pageUrl: `${env.origin}/`,
      time: 0,
      since: '0',
      platform: false,
      url: `${env.origin}/`,
    };
  }
  return {};
}

const KB = 1024;
const HUNDRED_KB = 'x'.repeat(100 * KB);

/** Ways to break one value. */
const MUTATIONS: { label: string; value: Value }[] = [
  { label: 'missing', value: MISSING },
  { label: 'number', value: 12345 },
  { label: 'negative number', value: -1 },
  { label: 'huge number', value: 1e308 },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'null', value: null },
  { label: 'array', value: ['SX100001', 'SX100001'] },
  { label: 'empty array', value: [] },
  { label: 'object', value: { $gt: '' } },
  { label: 'empty object', value: {} },
  { label: 'empty string', value: '' },
  { label: 'blanks', value: ' \t ' },
  { label: "'undefined'", value: 'undefined' },
  { label: '100 KB string', value: HUNDRED_KB },
  { label: 'long Chinese', value: '书'.repeat(5000) },
  { label: 'emoji', value: '😀👨‍👩‍👧‍👦🈶️' },
  { label: 'SQL injection', value: "' OR '1'='1' --" },
  { label: 'SQL statement', value: '1; DROP TABLE readers; --' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'encoded traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'control characters', value: '\u0000\u0007\r\n\u001b[31m' },
  { label: 'HTML', value: '<script>alert(1)</script>' },
  { label: '__proto__', value: '__proto__' },
  { label: 'lone surrogate', value: '\ud800' },
  { label: '400 digits', value: '9'.repeat(400) },
  { label: 'wide spaces', value: '\u3000\u200b\ufeff' },
];

/** Breaking every value at once: the ones worth it. */
const EVERY_FIELD = [
  'missing',
  'number',
  'true',
  'null',
  'array',
  'object',
  'emoji',
  'SQL injection',
  'path traversal',
];

/** Node refuses a request head over 16 KB (431) before the app sees it: long query values are cut. */
const QUERY_VALUE_LIMIT = 8 * KB;

/** Values cut so far: the fuzz sends the same few long values over and over. */
const cut = new Map<string, string>();

function cutForQuery(value: string): string {
  let out = cut.get(value);
  if (out === undefined) {
    out = value;
    while (new URLSearchParams({ v: out }).toString().length > QUERY_VALUE_LIMIT)
      out = out.slice(0, Math.floor(out.length / 2));
    cut.set(value, out);
  }
  return out;
}

const takesBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** Query or form pairs: arrays repeat the key, objects use `key[prop]`, as PHP-style clients do. */
function pairs(params: Record<string, Value>, forQuery = false): [string, string][] {
  const out: [string, string][] = [];
  const add = (key: string, value: Value) => {
    if (value === MISSING) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else out.push([key, forQuery ? cutForQuery(String(value)) : String(value)]);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return out;
}

function json(params: Record<string, Value>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(params).filter(([, value]) => value !== MISSING)));
}

/** The route's path with `:param` and `*` filled. */
function concrete(route: RouteUnderTest, fill = 'fuzz'): string {
  return route.path.replace(/:[A-Za-z_]+/g, fill === 'fuzz' ? '1' : fill).replace(/\*$/, fill);
}

/** The method a case uses: the route's own, or for an ALL route the one that fits. */
function methodOf(route: RouteUnderTest, body: boolean): string {
  if (route.method !== 'ALL') return route.method;
  return body ? 'POST' : 'GET';
}

/** A call with `params` the way the route takes them: query for GET/DELETE, JSON body otherwise. */
function call(
  route: RouteUnderTest,
  label: string,
  params: Record<string, Value>,
  extra: Partial<FuzzCase> = {},
): FuzzCase {
  const method = extra.method ?? methodOf(route, false);
  const path = extra.path ?? concrete(route);
  if (takesBody(method)) {
    return {
      label,
      method,
      path,
      headers: { 'content-type': 'application/json' },
      body: json(params),
      token: true,
      ...extra,
    };
  }
  const query = new URLSearchParams(pairs(params, true)).toString();
  return { label, method, path: query ? `${path}?${query}` : path, headers: {}, token: true, ...extra };
}

const takesInput = (route: RouteUnderTest) => route.answer !== 'stream' && route.answer !== 'bundle';
const isControl = (route: RouteUnderTest) => route.path.startsWith('/__harness/api/');
/** A route of its own, not an area's catch-all (`/api/*`, `/__harness/api/*`). */
const isEndpoint = (route: RouteUnderTest) => !route.path.endsWith('*');
/** A call of the vendor API's registry (/api/v1/...), not a cover or a media file. */
const isVendorCall = (route: RouteUnderTest) => route.path.startsWith('/api/v1/') && isEndpoint(route);
const hasEnvelope = (route: RouteUnderTest) => route.answer === 'platform' || route.answer === 'elib';

/** A stable number per route: each route breaks its fields in a different rotation. */
function seedOf(text: string): number {
  let seed = 7;
  for (const char of text) seed = (seed * 31 + char.charCodeAt(0)) % 1_000_003;
  return seed;
}

function multipart(boundary: string, parts: [string, string, string?][]): string {
  const lines = parts.map(
    ([name, value, filename]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n${value}\r\n`,
  );
  return `${lines.join('')}--${boundary}--\r\n`;
}

/** Not the password of any seeded card. */
const WRONG_PASSWORD = '000000';

/** Cards of persona `multicard`: saved on the platform, and bound to them in the library system. */
const OTHER_CARDS: [string, string][] = [
  ['SX200002', "another reader's saved card"],
  ['SX200001', "another reader's card bound in the library"],
  ['DEMO0001', 'an unbound card'],
];

/** Vendor API paths whose handler proves the card named (their password), and why. */
export const CARD_PROVERS: Record<string, string> = {
  '/api/v1/elib/checkReader': 'checks the card password itself, with its attempt limits',
};

/** Routes of the vendor API that need no bearer token, and why. */
export const PUBLIC_API: Record<string, string> = {
  'POST /api/v1/auth/login': 'login is how a client gets its token',
  'GET /api/v1/content/banners': 'published content: read without start-up (the service guide, outside WeChat too)',
  'GET /api/v1/content/notices': 'published content: read without start-up (the service guide, outside WeChat too)',
  'GET /api/v1/content/article': 'published content: read without start-up (the service guide, outside WeChat too)',
  'GET /api/v1/content/agreement': 'published content: read without start-up (the service guide, outside WeChat too)',
  'GET /api/v1/content/guide': 'published content: read without start-up (the service guide, outside WeChat too)',
  'GET /api/v1/content/eresources': 'published content: read without start-up (the service guide, outside WeChat too)',
};

const ALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

export const GENERATORS: CaseGenerator[] = [
  {
    // Every valid parameter of the area: may succeed (and change data), must not crash.
    name: 'valid',
    cases: (route, env) => {
      if (!takesInput(route)) return [];
      const params = validParams(route.path, env);
      const method = methodOf(route, true);
      const out = [call(route, 'valid', params)];
      if (takesBody(method)) {
        const form = new URLSearchParams(pairs(params)).toString();
        out.push(
          call(
            route,
            'valid, urlencoded',
            {},
            { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
          ),
        );
      }
      return out;
    },
  },
  {
    name: 'missing',
    cases: (route) => (takesInput(route) ? [call(route, 'no parameters', {}, { headers: {}, body: undefined })] : []),
  },
  {
    // One value broken, the others valid; the rotation of breakages differs per route.
    name: 'one field',
    cases: (route, env) => {
      if (!takesInput(route)) return [];
      const params = validParams(route.path, env);
      const seed = seedOf(route.key);
      return Object.keys(params).map((field, index) => {
        const mutation = MUTATIONS[(seed + index * 5) % MUTATIONS.length];
        return call(route, `${field} = ${mutation.label}`, { ...params, [field]: mutation.value });
      });
    },
  },
  {
    name: 'every field',
    cases: (route, env) => {
      if (!takesInput(route)) return [];
      const fields = Object.keys(validParams(route.path, env));
      const out = MUTATIONS.filter((m) => EVERY_FIELD.includes(m.label)).map((mutation) =>
        call(route, `every field = ${mutation.label}`, Object.fromEntries(fields.map((f) => [f, mutation.value]))),
      );
      // At least one 100 KB value per route, wherever the rotation above put it.
      if (fields.length)
        out.push(
          call(route, `${fields[0]} = 100 KB string`, { ...validParams(route.path, env), [fields[0]]: HUNDRED_KB }),
        );
      return out;
    },
  },
  {
    // Bodies that are not what they claim: a body that cannot be read is refused.
    name: 'body',
    cases: (route, env) => {
      const method = methodOf(route, true);
      if (!takesInput(route) || !takesBody(method)) return [];
      const unreadable = hasEnvelope(route) ? 'the body cannot be read' : undefined;
      // The control API reads nothing but a JSON object sent as application/json (guard.ts).
      const notJson = isControl(route) ? 'the control API reads only a JSON object sent as JSON' : undefined;
      const params = validParams(route.path, env);
      const raw = (label: string, type: string | null, body: string, mustRefuse?: string): FuzzCase => ({
        label,
        method,
        path: concrete(route),
        headers: type ? { 'content-type': type } : {},
        body,
        token: true,
        mustRefuse,
      });
      const fields = Object.entries(params)
        .slice(0, 4)
        .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
      return [
        raw('broken JSON', 'application/json', '{"rdrno": "SX1', unreadable),
        raw('JSON array', 'application/json', '[1,2,3]', unreadable),
        raw('JSON null', 'application/json', 'null', unreadable),
        raw('JSON string', 'application/json', '"SX100001"', unreadable),
        raw('deeply nested JSON', 'application/json', `{"rdrno":${'['.repeat(20000)}${']'.repeat(20000)}}`),
        raw('JSON sent as text/plain', 'text/plain', json(params), notJson),
        raw('JSON without a content type', null, json(params), notJson),
        raw('empty body', null, '', notJson),
        raw('empty JSON body', 'application/json', '', notJson),
        raw('XML', 'application/xml', '<rdrno>SX100001</rdrno>', notJson),
        raw('bad urlencoding', 'application/x-www-form-urlencoded', '%E0%A4%A=bad&&==&rdrno=%', notJson),
        // Not `unreadable`: under the suites' happy-dom globals, Request#formData() reads it.
        raw(
          'garbage multipart',
          'multipart/form-data; boundary=fuzz',
          '--fuzz\r\nContent-Disposition: form-data; name="rdrno"\r\n\r\nSX1',
          notJson,
        ),
        raw('multipart without a boundary', 'multipart/form-data', 'rdrno=SX100001', unreadable),
        raw(
          'multipart with a file and 100 KB',
          'multipart/form-data; boundary=fuzz',
          multipart('fuzz', [...fields, ['rdrno', '../../etc/passwd', '../../etc/passwd'], ['remark', HUNDRED_KB]]),
          notJson,
        ),
        raw('100 KB of emoji JSON', 'application/json', JSON.stringify({ ...params, remark: '😀'.repeat(25 * KB) })),
      ];
    },
  },
  {
    name: 'method',
    cases: (route, env) => {
      const params = validParams(route.path, env);
      // Hono answers HEAD with a path's GET handler: no route may change anything for it, and the
      // vendor and control APIs refuse it (405 with Allow) before any handler runs.
      const api = route.path.startsWith('/api/') || isControl(route);
      const head = takesInput(route)
        ? [
            call(route, 'HEAD', params, {
              method: 'HEAD',
              unchanged: 'HEAD never runs a handler that writes',
              ...(api && isEndpoint(route)
                ? { mustRefuse: 'the vendor and control APIs refuse HEAD', status: 405 }
                : {}),
            }),
          ]
        : [];
      const taken = env.methodsOf(route.path);
      if (taken.includes('ALL')) return head;
      return [
        ...head,
        // A vendor call of the registry (src/api/contract/endpoints.ts) answers HTTP 405 with its
        // envelope and a Chinese message, and writes nothing.
        ...ALL_METHODS.filter((m) => !taken.includes(m)).map((method) =>
          call(route, `${method} (not taken)`, params, {
            method,
            mustRefuse: `${route.path} does not take ${method}`,
            ...(isVendorCall(route) ? { status: 405 } : {}),
          }),
        ),
      ];
    },
  },
  {
    // Calls from another site's page: the control API answers only its own origin (guard.ts).
    name: 'origin',
    cases: (route, env) => {
      if (!isControl(route)) return [];
      const method = methodOf(route, true);
      const params = validParams(route.path, env);
      const refused = { mustRefuse: 'the control API answers only same-origin calls', status: 403 };
      const from = (label: string, headers: Record<string, string>, extra: Partial<FuzzCase> = {}) => {
        const c = call(route, label, params, { method, ...extra });
        return { ...c, headers: { ...c.headers, ...headers } };
      };
      return [
        from('Origin of another site', { origin: 'http://evil.example' }, refused),
        from('Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, refused),
        from('Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }, refused),
        from('Origin null', { origin: 'null' }, refused),
        from('its own origin', { origin: env.origin, 'sec-fetch-site': 'same-origin' }),
      ];
    },
  },
  {
    name: 'token',
    cases: (route, env) => {
      if (!route.path.startsWith('/api/v1/') || PUBLIC_API[route.key]) return [];
      const params = validParams(route.path, env);
      const refused = { mustRefuse: 'the vendor API needs a valid bearer token', status: 401 };
      return [
        call(route, 'no token', params, { token: false, ...refused }),
        call(route, 'forged token', params, {
          token: false,
          headers: { authorization: 'Bearer FORGED0000' },
          ...refused,
        }),
        call(route, 'SQL in the token', params, {
          token: false,
          headers: { authorization: "Bearer ' OR '1'='1" },
          ...refused,
        }),
        call(route, 'basic auth', params, {
          token: false,
          headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
          ...refused,
        }),
      ].map((c) => (c.body ? { ...c, headers: { 'content-type': 'application/json', ...c.headers } } : c));
    },
  },
  {
    // On behalf of someone else: every vendor API call naming another WeChat user's openid or
    // another reader's card (without its password) is refused with 403, and changes nothing; so
    // is one naming the reader's own openid or card from a session that proved no identity.
    name: 'other reader',
    cases: (route, env) => {
      if (!route.path.startsWith('/api/v1/') || PUBLIC_API[route.key] || !takesInput(route)) return [];
      const params = { ...validParams(route.path, env), password: WRONG_PASSWORD };
      const refused = (why: string) => ({ mustRefuse: why, status: 403 });
      return [
        call(
          route,
          "another WeChat user's openid",
          { ...params, openid: OPENID.multicard },
          refused('names another openid'),
        ),
        ...OTHER_CARDS.map(([rdrno, what]) =>
          call(
            route,
            `${what} (${rdrno})`,
            { ...params, rdrno },
            // A route that proves the card itself refuses the wrong password instead.
            CARD_PROVERS[route.path] ? { mustRefuse: `names ${what} with a wrong password` } : refused(`names ${what}`),
          ),
        ),
        call(route, 'no WeChat identity proven', validParams(route.path, env), {
          anonymous: true,
          ...refused('the session proved no WeChat identity'),
        }),
      ];
    },
  },
  {
    // `:param` and `*` segments filled with what a path should never hold.
    name: 'path',
    cases: (route, env) => {
      if (!/[:*]/.test(route.path) || !takesInput(route)) return [];
      const segments = [
        '..%2F..%2Fetc%2Fpasswd',
        '../../etc/passwd',
        '%F0%9F%98%80',
        'x'.repeat(8 * KB),
        '%00',
        '%E0%A4%A',
        'a/b/c.js',
        '-1',
        '9'.repeat(30),
      ];
      const params = validParams(route.path, env);
      return segments.map((segment) =>
        call(route, `path ${segment.slice(0, 30)}`, params, { path: concrete(route, segment) }),
      );
    },
  },
  {
    name: 'stream',
    cases: (route) =>
      route.answer === 'stream'
        ? [{ label: 'open the stream', method: 'GET', path: concrete(route), headers: {}, token: true, stream: true }]
        : [],
  },
];

export function casesFor(route: RouteUnderTest, env: FuzzEnv): FuzzCase[] {
  // The reader's records read once for the route's cases: every generator asks for them.
  let samples: Record<string, string> | undefined;
  const read = env.samples;
  const once: FuzzEnv = read
    ? {
        ...env,
        samples: () => {
          samples ??= read();
          return samples;
        },
      }
    : env;
  return GENERATORS.flatMap((generator) =>
    generator.cases(route, once).map((c) => ({ ...c, label: `${generator.name}: ${c.label}` })),
  );
}

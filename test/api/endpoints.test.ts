/**
 * The registry (src/api/contract/endpoints.ts): SPEC §7's methods, and drift caught by the type
 * check. Each `@ts-expect-error` line below is a call that drifted; `tsc -b` (npm test) fails if
 * any of them stops being an error, so the wrappers cannot silently go back to plain strings.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ELIB_CALLS, type ElibName, PLATFORM_CALLS } from '../../src/api/contract/endpoints';
import { elibGet, elibPost } from '../../src/api/elib';
import { get, post } from '../../src/api/http';
import type { ElibHandler, PlatformHandler } from '../../harness/server/infra/endpoints.js';

const Registry = suite('endpoint registry');

/** SPEC §7, "Library-system calls under /v1/elib/", verbatim. */
const SPEC_GET = [
  'checkReader',
  'getReaderBaseInfo',
  'getReaderExtendInfo',
  'lostCard',
  'cancelLostCard',
  'bindOpenid',
  'unbindOpenid',
  'listRdrCurLoan',
  'renewBook',
  'listRdrCurFine',
  'getParameter',
  'listRdrBibloanTop',
  'listBib',
  'bibPage',
  'listHoldings',
  'getHoldingInfo',
  'addReserve',
  'listRdrCurReserves',
  'cancelReserve',
  'listNewBib',
  'getLoanInfoHistory',
  'listCirHistory',
  'modifyPassword',
  'listRecommendbib',
  'listRecommendcata',
  'delayCard',
  'getNewBookTop',
  'getHotSearckKey',
];
const SPEC_POST = [
  'addReader',
  'createCirculation',
  'releaseTransferLoanList',
  'applyCirculation',
  'doCirculation',
  'giftList',
  'getGiftPage',
  'getGiftInsert',
  'ListReaderBonusLog',
  'addReaderBonusLog',
  'loanBook',
  'recommendBookInsert',
  'modifyReaderInfo',
];
/** SPEC §7's platform table. */
const SPEC_PLATFORM: [string, string][] = [
  ['POST', '/v1/auth/login'],
  ['GET', '/v1/service/list'],
  ['GET', '/v1/offiaccount/authorize'],
  ['GET', '/v1/offiaccount/component_code_access_token'],
  ['GET', '/v1/offiaccount/signature'],
  ['POST', '/v1/offiaccount/snsapi_userinfo'],
  ['POST', '/v1/hunter/save'],
  ['GET', '/v1/rdrno/list'],
  ['POST', '/v1/rdrno/save'],
  ['POST', '/v1/rdrno/select'],
  ['POST', '/v1/rdrno/del'],
];

Registry('every library-system call SPEC names has SPEC’s method', () => {
  const calls: Record<string, { method: string }> = ELIB_CALLS;
  for (const [method, names] of [
    ['GET', SPEC_GET],
    ['POST', SPEC_POST],
  ] as const) {
    for (const name of names) {
      // A SPEC call the registry does not list yet is not served either (the fuzz checks that).
      if (name in calls) assert.is(calls[name].method, method, name);
    }
  }
});

Registry('every platform call SPEC names has SPEC’s method', () => {
  const calls: Record<string, { method: string }> = PLATFORM_CALLS;
  for (const [method, path] of SPEC_PLATFORM) assert.is(calls[path]?.method, method, path);
});

Registry('a registry entry holds its method alone at run time', () => {
  for (const call of [...Object.values(ELIB_CALLS), ...Object.values(PLATFORM_CALLS)]) {
    assert.equal(Object.keys(call), ['method']);
  }
});

/**
 * Never called: the type checker reads it. Every line under an `@ts-expect-error` must fail to
 * compile (unused directives are errors themselves).
 */
export function drifts(): unknown[] {
  const rdrno = 'SX100001';
  const name: ElibName = 'renewBook';
  return [
    name,
    // The right calls compile.
    elibGet('renewBook', { rdrno, barcode: 'A1' }),
    elibPost('loanBook', { rdrno, barcode: 'A1', latitude: 0, longitude: 0 }),
    get('/v1/content/banners'),
    post('/v1/rdrno/del', { rdrno }),
    // @ts-expect-error a name the registry does not know
    elibGet('renewBooks', { rdrno, barcode: 'A1' }),
    // @ts-expect-error renewBook is a GET call (SPEC §7)
    elibPost('renewBook', { rdrno, barcode: 'A1' }),
    // @ts-expect-error loanBook is a POST call
    elibGet('loanBook', { rdrno, barcode: 'A1', latitude: 0, longitude: 0 }),
    // @ts-expect-error a parameter the call does not take
    elibGet('renewBook', { rdrno, barcode: 'A1', bookid: 1 }),
    // @ts-expect-error a required parameter left out
    elibGet('renewBook', { rdrno }),
    // @ts-expect-error a path the registry does not know
    get('/v1/content/banner'),
    // @ts-expect-error /v1/rdrno/del is a POST call
    get('/v1/rdrno/del', { rdrno }),
    elibGet('renewBook', { rdrno, barcode: 'A1' }).then((answer) => {
      // @ts-expect-error a row field the answer does not have
      return 'rows' in answer ? answer.rows?.[0].duedate : null;
    }),
    get('/v1/service/list', { authorizer_appid: '', libcode: '' }).then((answer) =>
      // @ts-expect-error a field the platform call's data does not have
      answer.code === 1 ? answer.data.list : null,
    ),
  ];
}

// The harness's side: a handler answers the registry's rows or data.
const renewed = { barcode: 'A1', returndate: '2026-01-01', renewcount: 1, renewable: false, renewnote: '' };
export const rightRow: ElibHandler<'renewBook'> = () => ({ status: '0', message: '续借成功', rows: [renewed] });
// @ts-expect-error a row without a field of the registry's row type
export const missingField: ElibHandler<'renewBook'> = () => ({ status: '0', message: '', rows: [{ barcode: 'A1' }] });
// @ts-expect-error a platform answer of another call's type
export const wrongData: PlatformHandler<'/v1/rdrno/del'> = () => ({ code: 1, message: '', data: { id: 1 } });

Registry.run();

/** The harness page's JS-SDK log: which calls came from its phone, which from elsewhere, and the filters. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { JsSdkLogEntry } from '../../harness/bridge/protocol';
import { addLogRows, clearLog, filterRows, jsLog, restorePhoneCalls } from '../../harness/page/state/log';

const Log = suite('harness page: JS-SDK log origins');

let clock = 1_700_000_000_000;
function entry(api: string, pageUrl: string, errMsg = `${api}:ok`): JsSdkLogEntry {
  clock += 1;
  return { id: clock, time: clock, device: 'ios', invoke: api, api, args: {}, reply: { errMsg }, pageUrl };
}
const APP = 'http://127.0.0.1:5173/userindex';
const DEMO = 'http://127.0.0.1:5173/__harness/jssdk?sign=spa';
const summary = () => jsLog.get().map((row) => [row.api, row.outside, row.demo]);
const noFilter = { text: '', failuresOnly: false, phoneOnly: false };

Log.before.each(() => clearLog());

Log("a call from the phone and the server's copy of it are one row, from this phone", () => {
  const call = entry('scanQRCode', APP);
  addLogRows([call], 'phone');
  addLogRows([{ ...call }], 'server');
  assert.equal(summary(), [['scanQRCode', false, false]]);
});

Log('a call only the server saw came from another tab or a real phone', () => {
  addLogRows([entry('getLocation', APP)], 'server');
  assert.equal(summary(), [['getLocation', true, false]]);
});

Log('calls from the JS-SDK demo page are marked, in the phone or elsewhere', () => {
  addLogRows([entry('chooseImage', DEMO)], 'phone');
  addLogRows([entry('openAddress', DEMO)], 'server');
  assert.equal(summary(), [
    ['openAddress', true, true],
    ['chooseImage', false, true],
  ]);
});

Log("when the server's copy comes first, the phone's report corrects the row", () => {
  const call = entry('chooseWXPay', APP);
  addLogRows([call], 'server');
  addLogRows([{ ...call }], 'phone');
  assert.equal(summary(), [['chooseWXPay', false, false]]);
});

Log("after a reload of the page, the server's history of this tab's phone is still this phone's", () => {
  const mine = entry('scanQRCode', APP);
  const theirs = entry('scanQRCode', APP);
  addLogRows([mine], 'phone');
  const remembered = sessionStorage.getItem('harness_page:phone-calls');
  clearLog();
  // What a reload leaves: this tab's sessionStorage, and the server's log.
  sessionStorage.setItem('harness_page:phone-calls', remembered ?? '[]');
  restorePhoneCalls();
  addLogRows([mine, theirs], 'server');
  assert.equal(
    jsLog.get().map((row) => [row.time, row.outside]),
    [
      [theirs.time, true],
      [mine.time, false],
    ],
  );
});

Log('只看本机应用 keeps the app in this phone only; text and 只看失败 still apply', () => {
  addLogRows(
    [entry('config', APP, 'config:invalid signature'), entry('scanQRCode', APP), entry('chooseImage', DEMO)],
    'phone',
  );
  addLogRows([entry('getLocation', APP, 'getLocation:fail auth deny')], 'server');
  const apis = (filter: Partial<typeof noFilter>) =>
    filterRows(jsLog.get(), { ...noFilter, ...filter }).map((row) => row.api);
  assert.equal(apis({}), ['getLocation', 'chooseImage', 'scanQRCode', 'config']);
  assert.equal(apis({ phoneOnly: true }), ['scanQRCode', 'config']);
  assert.equal(apis({ phoneOnly: true, failuresOnly: true }), ['config']);
  assert.equal(apis({ failuresOnly: true }), ['getLocation', 'config']);
  assert.equal(apis({ text: 'SCAN', phoneOnly: true }), ['scanQRCode']);
});

Log.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWxError, isWxCancel, WX_MESSAGES } from '../../src/wx/errors';
import { OAUTH_ERRORS } from '../../src/wx/oauthErrors';
import { signatureUrl, setLandingUrl } from '../../src/wx/detect';

const errors = suite('WeChat error messages');

/** What the client (or the SDK on its behalf) reports, and what the reader should read. */
const CASES: [errMsg: string | undefined, message: string][] = [
  ['config:invalid signature', WX_MESSAGES.invalidSignature],
  ['chooseWXPay:fail, invalid signature', WX_MESSAGES.invalidSignature],
  ['config:invalid url domain', WX_MESSAGES.invalidDomain],
  ['scanQRCode:system permission denied', WX_MESSAGES.systemDenied],
  ['getLocation:fail, system permission denied', WX_MESSAGES.systemDenied],
  ['chooseImage:fail system permission denied', WX_MESSAGES.systemDenied],
  ['scanQRCode:permission denied', WX_MESSAGES.notPermitted],
  ['editAddress:access_denied', WX_MESSAGES.notPermitted],
  ['getLocation:fail, the permission value is offline verifying', WX_MESSAGES.notReady],
  ['getLocation:the permission value is offline verifying', WX_MESSAGES.notReady],
  ['scanQRCode:fail, not config', WX_MESSAGES.notReady],
  ['getLocation:fail auth deny', WX_MESSAGES.userDenied],
  ['openAddress:fail, authorize failed', WX_MESSAGES.userDenied],
  ['chooseImage:fail function not exist', WX_MESSAGES.oldClient],
  ['launch:fail, the client version is lower than 7.0.12', WX_MESSAGES.oldClient],
  ['scanQRCode:cancel', WX_MESSAGES.cancelled],
  ['chooseWXPay:cancel', WX_MESSAGES.cancelled],
  ['getLocation:fail, timeout', WX_MESSAGES.timeout],
  ['chooseWXPay:fail', WX_MESSAGES.failed],
  ['config:invalid appid', WX_MESSAGES.failed],
  ['', WX_MESSAGES.failed],
  [undefined, WX_MESSAGES.failed],
];

errors('each failure the client reports reads as something a reader can act on', () => {
  for (const [errMsg, message] of CASES) assert.is(describeWxError(errMsg), message, String(errMsg));
});

errors('a reason is recognised whatever its case', () => {
  assert.is(describeWxError('SCANQRCODE:SYSTEM PERMISSION DENIED'), WX_MESSAGES.systemDenied);
  assert.is(describeWxError('config:Invalid Signature'), WX_MESSAGES.invalidSignature);
});

errors('every message the module has is reachable and in Chinese', () => {
  const produced = new Set(CASES.map(([, message]) => message));
  for (const message of Object.values(WX_MESSAGES)) {
    assert.ok(produced.has(message), `no case produces ${message}`);
    assert.match(message, /[\u4e00-\u9fff]/);
  }
});

errors('a cancel is told apart from a failure', () => {
  assert.ok(isWxCancel('chooseImage:cancel'));
  assert.ok(isWxCancel('get_brand_wcpay_request:cancel'));
  assert.ok(isWxCancel('CHOOSEWXPAY:CANCEL'));
  assert.not.ok(isWxCancel('chooseImage:fail'));
  assert.not.ok(isWxCancel('chooseImage:cancelled by system'));
  assert.not.ok(isWxCancel(undefined));
});

errors('the OAuth error codes the platform passes through', () => {
  assert.equal(OAUTH_ERRORS, {
    40029: '授权码无效',
    40163: '授权码已被使用',
    42001: '授权已过期',
    40001: '授权凭证无效',
    40003: '用户身份无效',
  });
});

errors.run();

// ---

const signing = suite('which URL is signed');

signing('iOS signs the landing URL for the life of the page, Android the current one', () => {
  setLandingUrl('http://h5.example/?redirect_uri=%2Fbooks&code=1#frag');
  const ios = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/8.0.50';
  const android = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50';
  assert.is(signatureUrl(ios, 'http://h5.example/books/index#x'), 'http://h5.example/?redirect_uri=%2Fbooks&code=1');
  assert.is(signatureUrl(android, 'http://h5.example/books/index#x'), 'http://h5.example/books/index');
});

signing.run();

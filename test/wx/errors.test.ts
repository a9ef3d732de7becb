import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWxError, isWxCancel } from '../../src/wx/errors';
import { signatureUrl, setLandingUrl } from '../../src/wx/detect';

const errors = suite('WeChat error messages');

errors('each failure the client reports reads as something a reader can act on', () => {
  assert.is(describeWxError('config:invalid signature'), '微信接口签名无效，请重试或重新打开页面');
  assert.is(describeWxError('config:invalid url domain'), '当前网址未在公众号登记，请从公众号菜单进入');
  assert.is(describeWxError('scanQRCode:permission denied'), '公众号未获得该功能的使用权限');
  assert.is(describeWxError('getLocation:the permission value is offline verifying'), '微信接口尚未就绪，请稍后重试');
  assert.is(describeWxError('scanQRCode:cancel'), '已取消');
  assert.is(describeWxError(undefined), '微信接口调用失败，请重试');
});

errors('a cancel is told apart from a failure', () => {
  assert.ok(isWxCancel('chooseImage:cancel'));
  assert.not.ok(isWxCancel('chooseImage:fail'));
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

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedback, TOAST_MAX_WIDTH, toastWidth } from '../../src/components/feedback';

test('toastWidth counts CJK characters as 1 and Latin letters and digits as about half', () => {
  assert.is(toastWidth('续借成功'), 4);
  assert.is(toastWidth('ab12'), 2.2);
  assert.ok(toastWidth('已续借1次，不能再续借。可到馆办理或按时归还') > TOAST_MAX_WIDTH);
});

test('a short message is one toast line, announced; a long one never reaches the toast', () => {
  feedback.toast('续借成功');
  const box = document.querySelector<HTMLElement>('.ui-toast')!;
  assert.is(box.getAttribute('role'), 'status');
  assert.is(box.textContent, '续借成功');
  assert.not.ok(box.hidden);
  feedback.toast('已续借1次，不能再续借。可到馆办理或按时归还');
  assert.is(box.textContent, '续借成功', 'too long for one line: shown in a dialog instead');
  feedback.toast('已取消收藏');
  assert.is(document.querySelectorAll('.ui-toast').length, 1, 'one toast box, the newer message in it');
  assert.is(box.textContent, '已取消收藏');
});

test.run();

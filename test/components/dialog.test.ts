/**
 * The app's modal dialog as a reader meets it (feedback.confirm / alert): named by its title and
 * described by its text, the way back on the left, focus moved in and given back, Tab kept
 * inside, Escape and the mask as the way back where there is one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedback } from '../../src/components/feedback';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const buttons = () => [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
const opened = async () => {
  for (let i = 0; i < 50 && !dialog(); i += 1) await new Promise((r) => setTimeout(r, 10));
  assert.ok(dialog(), 'the dialog opened');
};
const key = (name: string, shiftKey = false) =>
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true }));

test.after.each(() => {
  for (const mask of document.querySelectorAll('.ui-dialog-mask')) mask.remove();
  document.body.innerHTML = '';
});

test('confirm: named and described, 暂不 left of the action, focus in and back, the answer', async () => {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const answer = feedback.confirm({
    title: '取消预约',
    content: '确认取消预约《边城》吗？',
    confirmText: '确认取消预约',
    cancelText: '暂不',
  });
  await opened();
  const box = dialog()!;
  assert.is(box.getAttribute('aria-modal'), 'true');
  assert.is(document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent, '取消预约');
  assert.is(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent, '确认取消预约《边城》吗？');
  assert.equal(
    buttons().map((b) => b.textContent),
    ['暂不', '确认取消预约'],
  );
  assert.is(document.activeElement, box, 'the dialog takes focus: its title and text are read first');
  buttons()[1].click();
  assert.is(await answer, true);
  assert.not.ok(dialog(), 'closed');
  assert.is(document.activeElement, opener, 'focus goes back where it was');
});

test('confirm: Escape and the mask are the way back; Tab stays inside', async () => {
  const first = feedback.confirm({
    title: '解绑读者证',
    content: '解绑后……',
    confirmText: '确认解绑',
    cancelText: '暂不',
  });
  await opened();
  const [back, action] = buttons();
  action.focus();
  key('Tab');
  assert.is(document.activeElement, back, 'Tab from the last button comes round to the first');
  key('Tab', true);
  assert.is(document.activeElement, action, 'Shift+Tab from the first goes to the last');
  key('Escape');
  assert.is(await first, false);

  const second = feedback.confirm({ title: '挂失', content: '确认挂失吗？' });
  await opened();
  document.querySelector<HTMLElement>('.ui-dialog-mask')!.click();
  assert.is(await second, false);
  assert.not.ok(dialog());
});

test('alert: one button; only a dismissible one closes on Escape or the mask', async () => {
  const fixed = feedback.alert({ title: '提示', content: '读者证已挂失', confirmText: '知道了' });
  await opened();
  assert.equal(
    buttons().map((b) => b.textContent),
    ['知道了'],
  );
  key('Escape');
  document.querySelector<HTMLElement>('.ui-dialog-mask')!.click();
  assert.ok(dialog(), 'not dismissible: it stays');
  buttons()[0].click();
  assert.is(await fixed, true);

  const loose = feedback.alert({
    title: '提示',
    content: '你没有绑定读者证',
    confirmText: '去绑定',
    dismissible: true,
  });
  await opened();
  document.querySelector<HTMLElement>('.ui-dialog-mask')!.click();
  assert.is(await loose, false, 'dismissed, not pressed');
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ChoiceField } from '../../src/components/ChoiceField';
import { byText, click, makeRoot, render, waitFor } from '../helpers/page';

const Choice = suite('ChoiceField');

// The kit's popup animates with react-spring outside React's act(): its warnings are noise here.
const original = console.error;
Choice.before(() => {
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('not wrapped in act')) original(...args);
  };
});
Choice.after(() => {
  console.error = original;
});

const LIBS = [
  { value: 'SX', label: '书香市图书馆' },
  { value: 'HX', label: '河西分馆' },
];

Choice('shows the current choice, opens the kit picker, and reports a new one on 确定', async () => {
  const { root } = makeRoot();
  const chosen: string[] = [];
  const view = await render(
    <ChoiceField label="取书馆" value="SX" options={LIBS} onChange={(v) => chosen.push(v)} />,
    root,
  );
  const button = view.container.querySelector('button.ui-choice')!;
  assert.is(button.getAttribute('aria-label'), '取书馆：书香市图书馆');
  assert.is(document.querySelectorAll('select').length, 0);
  await click(button as HTMLElement);
  await waitFor(() => Boolean(document.querySelector('.adm-picker')));
  const option = [...document.querySelectorAll('.adm-picker-view-column-item')].find((el) =>
    el.textContent?.includes('河西分馆'),
  ) as HTMLElement;
  assert.ok(option, 'the picker lists the options');
  await click(option);
  await click(byText(document.body, '确定', 'a, button')!);
  assert.equal(chosen, ['HX']);
  await view.unmount();
});

Choice.run();

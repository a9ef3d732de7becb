import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ChoiceSheet } from '../../src/components/ChoiceSheet';
import { click, makeRoot, pickerOptions, pickInPicker, render, waitFor } from '../helpers/page';

const Choice = suite('ChoiceSheet');

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
  { value: 'SX', text: '书香市图书馆' },
  { value: 'HX', text: '河西分馆' },
];

Choice('names the current choice, opens the kit picker, and reports another one on 确定', async () => {
  const { root } = makeRoot();
  const chosen: string[] = [];
  const view = await render(
    <ChoiceSheet label="取书馆" look="row" value="SX" choices={LIBS} onChange={(v) => chosen.push(v)} />,
    root,
  );
  const button = view.container.querySelector('button.choice-sheet') as HTMLElement;
  assert.is(button.getAttribute('aria-label'), '取书馆：书香市图书馆');
  assert.is(document.querySelectorAll('select').length, 0);
  await click(button);
  await waitFor(() => pickerOptions().length === 2);
  await pickInPicker('河西分馆');
  assert.equal(chosen, ['HX']);
  await view.unmount();
});

Choice.run();

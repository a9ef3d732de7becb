/** FormList: the forms' own grouped list (labelled rows, 清除, the counted text box). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { FormList, TextAreaField, TextField } from '../../src/components/ui/FormList';
import { click, makeRoot, render, text, type } from '../helpers/page';

function Form({ disabled = false }: { disabled?: boolean }) {
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  return (
    <form>
      <FormList>
        <TextField
          id="f-name"
          label="姓名"
          value={name}
          onChange={setName}
          placeholder="请输入姓名"
          maxLength={20}
          autoComplete="name"
          disabled={disabled}
        />
        <TextField id="f-pw" label="密码" type="password" value="" onChange={() => {}} maxLength={20} />
        <TextAreaField id="f-reason" label="理由" value={reason} onChange={setReason} maxLength={200} />
      </FormList>
    </form>
  );
}

const Rows = suite('FormList');

Rows('each row is a <label> for its field, which keeps its type, limit, autocomplete and placeholder', async () => {
  const page = await render(<Form />, makeRoot().root);
  const labels = [...page.container.querySelectorAll('label')].map((l) => [text(l), l.htmlFor]);
  assert.equal(labels, [
    ['姓名', 'f-name'],
    ['密码', 'f-pw'],
    ['理由', 'f-reason'],
  ]);
  const name = page.container.querySelector<HTMLInputElement>('#f-name')!;
  assert.is(name.type, 'text');
  assert.is(name.maxLength, 20);
  assert.is(name.getAttribute('autocomplete'), 'name');
  assert.is(name.placeholder, '请输入姓名');
  assert.is(page.container.querySelector<HTMLInputElement>('#f-pw')!.type, 'password');
  assert.is(page.container.querySelector<HTMLTextAreaElement>('#f-reason')!.maxLength, 200);
  await page.unmount();
});

Rows('清除 shows only while a field holds something, and empties it (focus stays in the field)', async () => {
  const page = await render(<Form />, makeRoot().root);
  const name = page.container.querySelector<HTMLInputElement>('#f-name')!;
  assert.is(page.container.querySelectorAll('[aria-label="清除"]').length, 0);
  await type(name, '林书远');
  const clear = page.container.querySelectorAll<HTMLButtonElement>('[aria-label="清除"]');
  assert.is(clear.length, 1);
  assert.is(clear[0].type, 'button', 'never submits the form');
  await click(clear[0]);
  assert.is(name.value, '');
  assert.is(document.activeElement, name);
  assert.is(page.container.querySelectorAll('[aria-label="清除"]').length, 0);
  await page.unmount();
});

Rows('a disabled field offers no 清除', async () => {
  const page = await render(<Form disabled />, makeRoot().root);
  const name = page.container.querySelector<HTMLInputElement>('#f-name')!;
  assert.ok(name.disabled);
  await type(name, 'x');
  assert.is(page.container.querySelectorAll('[aria-label="清除"]').length, 0);
  await page.unmount();
});

Rows('the text box counts its characters against the limit', async () => {
  const page = await render(<Form />, makeRoot().root);
  const count = () => text(page.container.querySelector('.ui-form-count')!);
  assert.is(count(), '0/200');
  await type(page.container.querySelector<HTMLTextAreaElement>('#f-reason')!, '值得一读📚');
  assert.is(count(), '5/200');
  await page.unmount();
});

Rows.run();

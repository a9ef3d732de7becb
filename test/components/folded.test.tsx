import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Folded } from '../../src/components/ui/Folded';
import { click, makeRoot, render } from '../helpers/page';

test('Folded hides its content until the reader opens it, its state in aria-expanded', async () => {
  const { root } = makeRoot();
  const view = await render(
    <Folded title="积分规则">
      <p>每借一本书 +2</p>
    </Folded>,
    root,
  );
  const toggle = view.container.querySelector('button') as HTMLButtonElement;
  const panel = view.container.querySelector(
    `#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`,
  ) as HTMLElement;
  assert.is(view.container.querySelectorAll('details').length, 0);
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  assert.ok(panel.hidden);
  assert.is(toggle.textContent, '积分规则');
  await click(toggle);
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  assert.not.ok(panel.hidden);
  await view.unmount();
});

test.run();

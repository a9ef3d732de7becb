/**
 * 积分记录 as a reader sees it, against the harness's library system: the balance, the rules as
 * the library sets them, the log newest first with the balance after each entry, and a return on
 * time showing up as earned points.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { returnLoan } from '../../harness/server/ils/loans';
import { cstDate } from '../../harness/server/infra/util';
import PointsScreen from '../../src/features/points/PointsScreen';
import { PointsStore } from '../../src/features/points/PointsStore';
import { signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, waitFor } from '../helpers/page';

const Points = suite('积分记录 against the harness');
const server = withHarness(Points);

Points('the balance, the rules and the log, newest first with the balance after each entry', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<PointsScreen />, root, '/points');
  await waitFor(() => text(page.container).includes('积分商城兑换'));
  const shown = text(page.container);
  assert.match(shown, /当前积分\s*320/);
  const entries = [...page.container.querySelectorAll('.points-entry')].map((el) => text(el));
  assert.is(entries.length, 4);
  assert.match(entries[0], /积分商城兑换.*−30.*余额 320/);
  assert.match(entries[3], /绑定读者证赠送.*\+200.*余额 200/);
  await waitFor(() => !!page.container.querySelector('.points-rules'));
  assert.not.ok(page.container.querySelector('details'), 'no native <details>');
  // Folded: a button opens them.
  const toggle = byText(page.container, '积分规则', 'button');
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  const list = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  assert.ok(list().hidden);
  await click(toggle);
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  assert.not.ok(list().hidden);
  const rules = text(page.container.querySelector('.points-rules')!);
  assert.match(rules, /绑定读者证\s*\+50\s*每张读者证一次/);
  assert.match(rules, /发表书评\s*\+5\s*每天最多3条/);
  await page.unmount();
});

Points('a loan returned on time at the desk shows as earned points when the log is read again', async () => {
  const { root } = await signInAs(server, 'reader');
  const store = root.feature(PointsStore);
  await store.load(0);
  const before = store.balance ?? 0;
  const barcode = server.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL AND returndate >= ? LIMIT 1")
    .pluck()
    .get(cstDate(Date.now())) as string;
  returnLoan(server.db, barcode, Date.now());
  // The desk's return reaches the app as any change of loans does.
  root.loansChanged();
  await store.load();
  assert.is(store.balance, before + 2);
  assert.match(store.log.rows[0].reason, /^按时还书《.+》$/);
});

Points.run();

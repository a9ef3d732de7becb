import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReaderBase, ReaderExtend } from '../../src/api/contract';
import { homeNotices } from '../../src/home/notices';

const base = (state: ReaderBase['state']) => ({ state }) as ReaderBase;
const extra = (fields: Partial<ReaderExtend>): ReaderExtend => ({
  rdrno: 'SX100001',
  loancount: 2,
  loanlimit: 10,
  reservecount: 0,
  fine: 0,
  points: 0,
  deposit: 0,
  overduecount: 0,
  nextreturndate: null,
  readycount: 0,
  ...fields,
});
const TODAY = '2026-03-10';
const texts = (list: ReturnType<typeof homeNotices>) => list.map((n) => `${n.text} → ${n.path}`);

const Notices = suite('home notices');

Notices('nothing to say for a valid card with nothing due, or before the card is known', () => {
  assert.equal(homeNotices(base('valid'), extra({ nextreturndate: '2026-03-20' }), TODAY, 3), []);
  assert.equal(homeNotices(null, null, TODAY, 3), []);
});

Notices('each need leads to its screen: card, overdue, fines, reservations to collect', () => {
  assert.equal(texts(homeNotices(base('lost'), extra({ overduecount: 2, readycount: 1, fine: 350 }), TODAY, 3)), [
    '读者证已挂失，找回后可取消挂失 → /rdrnos/detail',
    '2 本图书已过期，请尽快归还 → /books/index',
    '1 本预约的图书可以取了 → /books/reserve',
    '未缴罚款 ¥3.50，点击缴纳 → /CurFineList',
  ]);
  assert.equal(texts(homeNotices(base('expired'), null, TODAY, 3)), ['读者证已过期，请办理延期 → /rdrnos/detail']);
});

Notices('a loan due within the window is a reminder; its edges', () => {
  const due = (date: string) => texts(homeNotices(base('valid'), extra({ nextreturndate: date }), TODAY, 3));
  assert.equal(due('2026-03-10'), ['有图书今天到期，记得续借或归还 → /books/index']);
  assert.equal(due('2026-03-13'), ['有图书 3 天后到期，记得续借或归还 → /books/index']);
  assert.equal(due('2026-03-14'), []);
  // Overdue says so instead, once.
  assert.equal(texts(homeNotices(base('valid'), extra({ overduecount: 1, nextreturndate: '2026-03-01' }), TODAY, 3)), [
    '1 本图书已过期，请尽快归还 → /books/index',
  ]);
});

Notices.run();

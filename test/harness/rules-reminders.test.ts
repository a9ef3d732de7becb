/** Which reminders are due: 到期提醒 three days ahead and on the day, 过期提醒, 到书通知, 罚款提醒; the most urgent first. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dueReminders,
  maskedCard,
  type ReminderFacts,
  type ReminderFine,
  type ReminderLoan,
  type ReminderReservation,
  thing,
} from '../../harness/server/ils/rules/index.js';

const Reminders = suite('rules: reminders');

const loan = (id: number, returndate: string, title = '平凡的世界'): ReminderLoan => ({
  id,
  rdrno: 'SX100001',
  barcode: `A${100000 + id}`,
  title,
  returndate,
});
const reservation = (change: Partial<ReminderReservation> = {}): ReminderReservation => ({
  id: 7,
  rdrno: 'SX100001',
  title: '三体',
  state: 'ready',
  enddate: '2026-12-30',
  pickupdeadline: '2026-12-08',
  place: '书香市图书馆 1F 总服务台 预约取书架',
  pickupcode: '482913',
  ...change,
});
const fine = (change: Partial<ReminderFine> = {}): ReminderFine => ({
  id: 3,
  rdrno: 'SX100001',
  amount: 150,
  reason: '过期 15 天',
  title: '活着',
  createdate: '2026-12-01',
  paid: false,
  ...change,
});
const facts = (change: Partial<ReminderFacts>): ReminderFacts => ({
  loans: [],
  reservations: [],
  fines: [],
  today: '2026-12-01',
  aheadDays: 3,
  finesSince: '2026-11-30',
  ...change,
});
const keys = (change: Partial<ReminderFacts>) => dueReminders(facts(change)).map((r) => r.key);

Reminders('到期提醒: from three days ahead, then again on the due day, the loan due soonest first; none before', () => {
  const loans = [loan(1, '2026-12-05'), loan(2, '2026-12-04'), loan(3, '2026-12-02'), loan(4, '2026-12-01')];
  assert.equal(keys({ loans }), ['due:4:2026-12-01:today', 'due:3:2026-12-02:ahead', 'due:2:2026-12-04:ahead']);
  const [today, ahead] = dueReminders(facts({ loans: [loan(2, '2026-12-04'), loan(4, '2026-12-01')] }));
  assert.equal(ahead.data, {
    thing1: { value: '平凡的世界' },
    time2: { value: '2026-12-04' },
    character_string3: { value: '****0001' },
    thing4: { value: '3天后到期，请及时归还或续借' },
  });
  assert.is(ahead.kind, 'due');
  assert.is(ahead.title, '到期提醒');
  assert.is(today.data.thing4.value, '今天到期，请及时归还或续借');
  assert.equal(ahead.query, { barcode: 'A100002' }, '查看详情 opens that loan');
});

Reminders('one subscription goes to the book due today, not to one due in two days with a smaller id', () => {
  const [first] = dueReminders(facts({ loans: [loan(1, '2026-12-03'), loan(8, '2026-12-01')] }));
  assert.is(first.key, 'due:8:2026-12-01:today');
});

Reminders(
  '过期提醒 once a loan is past its due day, the one overdue longest first; a new due day is a new event',
  () => {
    const loans = [loan(1, '2026-11-30'), loan(2, '2026-11-20'), loan(3, '2026-12-02')];
    assert.equal(keys({ loans }), ['overdue:2:2026-11-20', 'overdue:1:2026-11-30', 'due:3:2026-12-02:ahead']);
    const [longest] = dueReminders(facts({ loans }));
    assert.is(longest.kind, 'overdue');
    assert.is(longest.title, '过期提醒');
    assert.equal(longest.data, {
      thing1: { value: '平凡的世界' },
      time2: { value: '2026-11-20' },
      character_string3: { value: '****0001' },
      thing4: { value: '已过期11天，请尽快归还' },
    });
    assert.equal(longest.query, { barcode: 'A100002' });
    assert.equal(
      keys({ loans: [loan(2, '2026-11-20')], today: '2026-12-20' }),
      ['overdue:2:2026-11-20'],
      'still the same event',
    );
  },
);

Reminders('a renewed loan (a new due day) is a new event', () => {
  assert.equal(keys({ loans: [loan(1, '2026-12-03')] }), ['due:1:2026-12-03:ahead']);
  assert.equal(keys({ loans: [loan(1, '2026-12-31')], today: '2026-12-28' }), ['due:1:2026-12-31:ahead']);
});

Reminders('到书通知 while a reservation is ready to collect, not queued nor past its deadline', () => {
  const [ready] = dueReminders(facts({ reservations: [reservation()] }));
  assert.is(ready.key, 'arrival:7');
  assert.equal(ready.data, {
    thing1: { value: '三体' },
    thing2: { value: '书香市图书馆 1F 总服务台 预约取书架' },
    character_string3: { value: '482913' },
    time4: { value: '2026-12-08' },
  });
  assert.equal(keys({ reservations: [reservation({ state: 'queued', pickupdeadline: null })] }), []);
  assert.equal(keys({ reservations: [reservation()], today: '2026-12-09' }), [], 'expired');
  assert.equal(keys({ reservations: [reservation()], today: '2026-12-08' }), ['arrival:7']);
});

Reminders('罚款提醒 for an unpaid fine charged since the subscription, none without one', () => {
  const [owed] = dueReminders(facts({ fines: [fine()] }));
  assert.is(owed.key, 'fine:3');
  assert.equal(owed.data, {
    amount1: { value: '1.50元' },
    thing2: { value: '过期 15 天：活着' },
    time3: { value: '2026-12-01' },
    thing4: { value: '请在财经记录中缴纳' },
  });
  assert.equal(keys({ fines: [fine({ paid: true })] }), []);
  assert.equal(keys({ fines: [fine({ createdate: '2026-11-29' })] }), [], 'charged before subscribing');
  assert.equal(keys({ fines: [fine()], finesSince: null }), []);
  assert.equal(dueReminders(facts({ fines: [fine({ title: '' })] }))[0].data.thing2.value, '过期 15 天');
});

Reminders('in order: loans by urgency, reservations, fines, each by id', () => {
  const all = { loans: [loan(9, '2026-12-01'), loan(2, '2026-12-02')], reservations: [reservation()], fines: [fine()] };
  assert.equal(keys(all), ['due:9:2026-12-01:today', 'due:2:2026-12-02:ahead', 'arrival:7', 'fine:3']);
});

Reminders('thing fields hold at most 20 characters; a card shows its last four', () => {
  assert.is(thing('短书名'), '短书名');
  assert.is(thing('字'.repeat(20)), '字'.repeat(20));
  assert.is(thing('字'.repeat(21)), `${'字'.repeat(19)}…`);
  assert.is([...thing('𠀀'.repeat(30))].length, 20, 'counted in characters, not UTF-16 units');
  assert.is(maskedCard('SX100001'), '****0001');
  const long = dueReminders(facts({ loans: [loan(1, '2026-12-01', '一本书名特别特别特别特别特别特别特别长的书')] }));
  assert.is([...long[0].data.thing1.value].length, 20);
});

Reminders.run();

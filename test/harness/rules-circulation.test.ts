/** The library's reservation and payment rules (ils/rules/), as pure functions. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cancelReserveRefusal,
  expiryDate,
  fineOrderRefusal,
  orderState,
  payRefusal,
  pickupDeadline,
  queuePosition,
  type ReservationFacts,
  reservationEndDate,
  reservationState,
  reusableOrder,
} from '../../harness/server/ils/rules/index.js';
import { policy } from './ruleFixtures.js';

const reservation = (changes: Partial<ReservationFacts> = {}): ReservationFacts => ({
  state: 'queued',
  enddate: '2024-05-01',
  pickupdeadline: null,
  ...changes,
});

// ---

const Reservations = suite('rules: reservations');

Reservations('a queued reservation waits 60 days, then lapses', () => {
  assert.is(reservationEndDate('2024-03-01', policy), '2024-04-30');
  assert.is(reservationState(reservation(), '2024-05-01'), 'queued', 'on its last day');
  assert.is(reservationState(reservation(), '2024-05-02'), 'expired');
  assert.is(expiryDate(reservation()), '2024-05-02');
});

Reservations('a ready reservation is kept 7 days counting the day it became ready', () => {
  assert.is(pickupDeadline('2024-03-10', policy), '2024-03-16');
  const ready = reservation({ state: 'ready', pickupdeadline: '2024-03-16' });
  assert.is(reservationState(ready, '2024-03-16'), 'ready', 'the deadline day included');
  assert.is(reservationState(ready, '2024-03-17'), 'expired');
  assert.is(expiryDate(ready), '2024-03-17');
  // A ready reservation does not lapse at its queue end date: the deadline decides.
  assert.is(reservationState({ ...ready, enddate: '2024-03-01' }, '2024-03-12'), 'ready');
});

Reservations('ended reservations stay as they are', () => {
  assert.is(reservationState(reservation({ state: 'cancelled' }), '2024-03-01'), 'cancelled');
  assert.is(reservationState(reservation({ state: 'expired' }), '2024-03-01'), 'expired');
});

Reservations('the queue per title and library: first come, first served', () => {
  const queue = [
    { reserveid: 7, reservedate: '2024-03-02' },
    { reserveid: 3, reservedate: '2024-03-01' },
    { reserveid: 9, reservedate: '2024-03-02' },
  ];
  assert.is(queuePosition(queue, 3), 1);
  assert.is(queuePosition(queue, 7), 2, 'same day: the earlier made goes first');
  assert.is(queuePosition(queue, 9), 3);
  assert.is(queuePosition(queue, 42), 0, 'not in this queue');
});

Reservations('only queued or ready reservations can be cancelled', () => {
  assert.is(cancelReserveRefusal('queued'), '');
  assert.is(cancelReserveRefusal('ready'), '');
  assert.is(cancelReserveRefusal('expired'), '该预约已过期，无需取消');
  assert.is(cancelReserveRefusal('cancelled'), '该预约已取消');
  assert.is(cancelReserveRefusal('fulfilled'), '该预约的图书已借阅，无需取消');
});

Reservations.run();

// ---

const Orders = suite('rules: paying fines');

const HOUR = 60 * 60 * 1000;

Orders('nothing to pay is refused', () => {
  assert.is(fineOrderRefusal([]), '没有需要缴纳的罚款');
  assert.is(fineOrderRefusal([4]), '');
});

Orders('an unpaid order closes after 2 hours; paid and closed ones stay', () => {
  const order = { state: 'created' as const, createdAt: 0 };
  assert.is(orderState(order, 2 * HOUR - 1, 2 * HOUR), 'created');
  assert.is(orderState(order, 2 * HOUR, 2 * HOUR), 'closed');
  assert.is(orderState({ state: 'paid', createdAt: 0 }, 10 * HOUR, 2 * HOUR), 'paid');
  assert.is(orderState({ state: 'closed', createdAt: 0 }, 0, 2 * HOUR), 'closed');
});

Orders('an open order is reused only for exactly the fines unpaid now', () => {
  assert.ok(reusableOrder([3, 1, 2], [1, 2, 3]));
  assert.not.ok(reusableOrder([1, 2], [1, 2, 3]), 'a fine was added');
  assert.not.ok(reusableOrder([1, 2, 3], [1, 3]), 'a fine was paid');
  assert.not.ok(reusableOrder([1, 2], [1, 4]));
});

Orders('a closed order cannot be paid; a created or paid one goes ahead', () => {
  assert.is(payRefusal('closed'), '订单已关闭，请重新发起缴费');
  assert.is(payRefusal('created'), '');
  assert.is(payRefusal('paid'), '');
});

Orders.run();

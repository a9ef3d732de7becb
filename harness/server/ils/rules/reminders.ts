/**
 * Which reminders are due (platform/reminders.ts sends them): 到期提醒 `aheadDays` before a loan
 * is due and on the due day, 过期提醒 once a loan is past its due day, 到书通知 while a
 * reservation is ready to collect, 罚款提醒 for an unpaid fine charged since the user subscribed.
 * Each kind's reminders come most urgent first (the loan due soonest, the one overdue longest):
 * one subscription pays for one message, and it goes to what matters most. Pure: the job gathers the facts and the day
 * (China time); what was already sent is the job's to skip, by each reminder's `key`, which names
 * the event (a loan renewed to a new due day is a new event). The fields are a subscribe
 * message's `data` (WeChat's keyword types: `thing` at most 20 characters, `time`, `amount`,
 * `character_string`), in the template's order.
 */
import type { SubscribeKind } from '../../../../src/api/contract/subscribe.js';
import { daysBetween } from '../dates.js';
import { reservationState, type ReservationFacts } from './reservations.js';

export interface ReminderLoan {
  id: number;
  rdrno: string;
  /** The copy's barcode: the message opens the loan (借阅信息 at ?barcode=). */
  barcode: string;
  title: string;
  /** Due day, YYYY-MM-DD. */
  returndate: string;
}

export interface ReminderReservation extends ReservationFacts {
  id: number;
  rdrno: string;
  title: string;
  /** Where the held copy waits: the library's name and its pickup shelf. */
  place: string;
  pickupcode: string | null;
}

export interface ReminderFine {
  id: number;
  rdrno: string;
  /** Cents. */
  amount: number;
  /** 过期 12 天 / 丢失赔偿 ... */
  reason: string;
  /** The copy's title ('' for a copy gone from the catalogue). */
  title: string;
  /** The day it was charged, YYYY-MM-DD. */
  createdate: string;
  paid: boolean;
}

export interface ReminderFacts {
  loans: ReminderLoan[];
  reservations: ReminderReservation[];
  fines: ReminderFine[];
  /** China time, YYYY-MM-DD. */
  today: string;
  aheadDays: number;
  /** Fines charged on or after this day are reminded of; null: none (no 罚款提醒 subscribed). */
  finesSince: string | null;
}

/** A subscribe message's fields: `{ thing1: { value } }`. */
export type MessageData = Record<string, { value: string }>;

export interface DueReminder {
  kind: SubscribeKind;
  /** The event: `due:<loan>:<due day>:ahead|today`, `arrival:<reservation>`, `fine:<fine>`. */
  key: string;
  rdrno: string;
  /** What the notification is headed with: 到期提醒, 过期提醒, 到书通知, 罚款提醒. */
  title: string;
  data: MessageData;
  /** What 查看详情 opens in the app's page for the kind (a loan's barcode); none: the page itself. */
  query?: Record<string, string>;
}

/** WeChat's `thing` keyword: at most 20 characters. */
export function thing(text: string): string {
  const chars = [...text.trim()];
  return chars.length <= 20 ? chars.join('') : `${chars.slice(0, 19).join('')}…`;
}

/** A card number as a message shows it: its last four characters. */
export function maskedCard(rdrno: string): string {
  return `****${rdrno.slice(-4)}`;
}

const yuan = (cents: number) => `${(cents / 100).toFixed(2)}元`;

function loanReminder(loan: ReminderLoan, today: string, aheadDays: number): DueReminder | null {
  const left = daysBetween(today, loan.returndate);
  if (left > aheadDays) return null;
  const common = { rdrno: loan.rdrno, query: { barcode: loan.barcode } };
  const fields = (note: string): MessageData => ({
    thing1: { value: thing(loan.title) },
    time2: { value: loan.returndate },
    character_string3: { value: maskedCard(loan.rdrno) },
    thing4: { value: note },
  });
  if (left < 0) {
    return {
      kind: 'overdue',
      key: `overdue:${loan.id}:${loan.returndate}`,
      title: '过期提醒',
      data: fields(`已过期${-left}天，请尽快归还`),
      ...common,
    };
  }
  const stage = left === 0 ? 'today' : 'ahead';
  return {
    kind: 'due',
    key: `due:${loan.id}:${loan.returndate}:${stage}`,
    title: '到期提醒',
    data: fields(left === 0 ? '今天到期，请及时归还或续借' : `${left}天后到期，请及时归还或续借`),
    ...common,
  };
}

function arrivalReminder(r: ReminderReservation, today: string): DueReminder | null {
  if (reservationState(r, today) !== 'ready') return null;
  return {
    kind: 'arrival',
    key: `arrival:${r.id}`,
    rdrno: r.rdrno,
    title: '到书通知',
    data: {
      thing1: { value: thing(r.title) },
      thing2: { value: thing(r.place) },
      character_string3: { value: r.pickupcode ?? '' },
      time4: { value: r.pickupdeadline ?? '' },
    },
  };
}

function fineReminder(fine: ReminderFine, since: string | null): DueReminder | null {
  if (fine.paid || since === null || fine.createdate < since) return null;
  return {
    kind: 'fine',
    key: `fine:${fine.id}`,
    rdrno: fine.rdrno,
    title: '罚款提醒',
    data: {
      amount1: { value: yuan(fine.amount) },
      thing2: { value: thing(fine.title ? `${fine.reason}：${fine.title}` : fine.reason) },
      time3: { value: fine.createdate },
      thing4: { value: '请在财经记录中缴纳' },
    },
  };
}

/**
 * The reminders due on `today`: loans (the one due soonest first; overdue, the one overdue longest
 * first), then reservations, then fines, each by id.
 */
export function dueReminders(facts: ReminderFacts): DueReminder[] {
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  const byUrgency = byId(facts.loans).sort((a, b) => a.returndate.localeCompare(b.returndate));
  const due = [
    ...byUrgency.map((loan) => loanReminder(loan, facts.today, facts.aheadDays)),
    ...byId(facts.reservations).map((r) => arrivalReminder(r, facts.today)),
    ...byId(facts.fines).map((fine) => fineReminder(fine, facts.finesSince)),
  ];
  return due.filter((reminder): reminder is DueReminder => reminder !== null);
}

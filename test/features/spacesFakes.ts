/** What the study-space page tests' fake library system answers: spaces, a day of slots, bookings, a reader. */
import { runInAction } from 'mobx';
import type { ReaderBase, SlotState, Space, SpaceBooking, SpaceDay } from '../../src/api/contract';
import { libraryToday } from '../../src/lib/loanStatus';
import { makeRoot } from '../helpers/page';

export const ok = (rows: unknown[] = [], message = '成功') => ({ status: '0', message, rows, total: rows.length });
export const refused = (message: string) => ({ status: '1', message, rows: [], total: 0 });

export const TODAY = '2026-11-26';
/** A day of another year than the phone's is shown with its year. */
export const YEAR = libraryToday(Date.now()).startsWith('2026') ? '' : '2026年';
export const DATES = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
export const LIBRARIES = [
  { code: 'SXLIB', name: '书香市图书馆' },
  { code: 'HXFG', name: '河西分馆' },
];

export const space = (over: Partial<Space> = {}): Space => ({
  spaceid: 7,
  libcode: 'HXFG',
  libname: '河西分馆',
  kind: 'room',
  kindname: '研讨室',
  name: '研讨室A',
  area: '二楼研讨区',
  capacity: 6,
  facilities: '投影仪、白板',
  date: TODAY,
  hours: { open: '09:00', close: '21:00' },
  freeslots: 5,
  ...over,
});

export const end = (start: string) => {
  const [h, m] = start.split(':').map(Number);
  const at = h * 60 + m + 30;
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
};

/** 09:00–13:00: two begun or taken, then free ones, one taken between. */
export const SLOTS: [string, SlotState][] = [
  ['09:00', 'past'],
  ['09:30', 'taken'],
  ['10:00', 'free'],
  ['10:30', 'free'],
  ['11:00', 'free'],
  ['11:30', 'free'],
  ['12:00', 'taken'],
  ['12:30', 'free'],
];

export const spaceDay = (states: [string, SlotState][] = SLOTS, over: Partial<SpaceDay> = {}): SpaceDay => ({
  ...space(),
  dates: DATES,
  slots: states.map(([start, state]) => ({ start, end: end(start), state })),
  minutesleft: 240,
  bookingsleft: 2,
  reason: '',
  ...over,
});

/** The slots with those starting at `starts` set to `state`. */
export const withSlots = (starts: string[], state: SlotState) =>
  SLOTS.map(([start, was]): [string, SlotState] => [start, starts.includes(start) ? state : was]);

export const booking = (over: Partial<SpaceBooking> = {}): SpaceBooking => ({
  id: 31,
  spaceid: 7,
  name: '研讨室A',
  kindname: '研讨室',
  libcode: 'HXFG',
  libname: '河西分馆',
  area: '二楼研讨区',
  date: TODAY,
  start: '10:00',
  end: '11:30',
  state: 'booked',
  statename: '待签到',
  checkinfrom: `${TODAY} 09:45`,
  checkinuntil: `${TODAY} 10:15`,
  createtime: `${TODAY} 08:00:00`,
  checkedtime: null,
  closetime: null,
  cancancel: true,
  cancheckin: true,
  canleave: false,
  ...over,
});

/** A reader with card SX100001 (or none), the libraries known, 河西分馆 chosen. */
export function reader(card = true) {
  const made = makeRoot();
  runInAction(() => {
    made.root.app.libcode = LIBRARIES;
    made.root.app.current_lib = LIBRARIES[1];
    made.root.reader.cardsStatus = 'ready';
    made.root.reader.cardsReady = true;
    if (card) {
      made.root.reader.select_rdrno = 'SX100001';
      made.root.reader.elibUserBase = { rdrno: 'SX100001', name: '林书远', state: 'valid' } as ReaderBase;
    }
  });
  return made;
}

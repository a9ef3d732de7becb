/** The libraries' study rooms and seats, and the personas' bookings (seed/spaces.ts seeds them). */
import type { SpaceKind } from '../../../../src/api/contract/index.js';

export interface SpaceDef {
  libcode: string;
  kind: SpaceKind;
  name: string;
  area: string;
  capacity: number;
  facilities: string;
}

const room = (libcode: string, name: string, area: string, capacity: number, facilities: string): SpaceDef => ({
  libcode,
  kind: 'room',
  name,
  area,
  capacity,
  facilities,
});

/** `count` seats numbered from 1 (01号座 …) in one area. */
const seats = (libcode: string, area: string, count: number, facilities: string): SpaceDef[] =>
  Array.from({ length: count }, (_, i) => ({
    libcode,
    kind: 'seat' as const,
    name: `${String(i + 1).padStart(2, '0')}号座`,
    area,
    capacity: 1,
    facilities,
  }));

export const SPACES: SpaceDef[] = [
  room('SXLIB', '研讨室A', '四楼研讨区', 4, '白板、电源插座'),
  room('SXLIB', '研讨室B', '四楼研讨区', 6, '白板、电视投屏、电源插座'),
  room('SXLIB', '研讨室C', '四楼研讨区', 8, '投影仪、白板、视频会议设备'),
  room('SXLIB', '多功能研讨室', '四楼研讨区', 12, '投影仪、音响、白板、可移动桌椅'),
  ...seats('SXLIB', '四楼自习区', 12, '台灯、电源插座'),
  room('SXLIB-HX', '创新研讨室1', '二楼创客空间旁', 4, '白板、电源插座'),
  room('SXLIB-HX', '创新研讨室2', '二楼创客空间旁', 6, '电视投屏、白板'),
  room('SXLIB-HX', '团队研讨室', '二楼研讨区', 10, '投影仪、白板、视频会议设备'),
  ...seats('SXLIB-CN', '二楼阅览区', 8, '电源插座'),
  room('SXLIB-ET', '亲子阅读室', '一楼亲子阅读区', 6, '绘本书架、软垫座椅、儿童桌椅'),
  ...seats('SXLIB-ET', '二楼少儿自习区', 4, '护眼台灯'),
];

/**
 * The personas' bookings: `day` 'next' is the first day after the seed's on which the library is
 * open, 'last' the last such day at least two days before it.
 */
export interface SeedBooking {
  rdrno: string;
  libcode: string;
  space: string;
  day: 'next' | 'last';
  start: string;
  end: string;
  state: 'booked' | 'done';
}

export const SPACE_BOOKINGS: SeedBooking[] = [
  // reader (SX100001): one to come, one used.
  { rdrno: 'SX100001', libcode: 'SXLIB', space: '研讨室B', day: 'next', start: '14:00', end: '16:00', state: 'booked' },
  { rdrno: 'SX100001', libcode: 'SXLIB', space: '研讨室A', day: 'last', start: '10:00', end: '12:00', state: 'done' },
  // Another card holds some of the next open day.
  { rdrno: 'SX200001', libcode: 'SXLIB', space: '研讨室B', day: 'next', start: '10:00', end: '12:00', state: 'booked' },
  { rdrno: 'SX200001', libcode: 'SXLIB', space: '01号座', day: 'next', start: '18:00', end: '20:00', state: 'booked' },
];

/**
 * Study spaces in the library system (/v1/elib): the spaces with their free slots, one space's
 * day, booking a range of slots, and the card's bookings (cancel, check in at the door, leave).
 */
import type {
  BookingParams,
  BookSpaceParams,
  MyBookingsParams,
  SpaceCheckinParams,
  SpaceDayParams,
  SpaceListParams,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

export const listSpace = (p: SpaceListParams) => elibGet('listSpace', p);
export const getSpaceDay = (p: SpaceDayParams) => elibGet('getSpaceDay', p);
export const bookSpace = (p: BookSpaceParams) => elibPost('bookSpace', p);
export const listMySpaceBooking = (p: MyBookingsParams) => elibGet('listMySpaceBooking', p);
export const cancelSpaceBooking = (p: BookingParams) => elibPost('cancelSpaceBooking', p);
export const spaceCheckin = (p: SpaceCheckinParams) => elibPost('spaceCheckin', p);
export const leaveSpace = (p: BookingParams) => elibPost('leaveSpace', p);

/** Events in the library system (/v1/elib): the list, one event, signing up and cancelling, the user's sign-ups, check-in. */
import type {
  CancelSignupParams,
  EventCheckinParams,
  EventListParams,
  EventParams,
  EventSignupParams,
  MyEventsParams,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

export const listEvent = (p: EventListParams) => elibGet('listEvent', p);
export const getEvent = (p: EventParams) => elibGet('getEvent', p);
export const eventSignup = (p: EventSignupParams) => elibPost('eventSignup', p);
export const cancelEventSignup = (p: CancelSignupParams) => elibPost('cancelEventSignup', p);
export const listMyEvent = (p: MyEventsParams) => elibGet('listMyEvent', p);
export const eventCheckin = (p: EventCheckinParams) => elibPost('eventCheckin', p);

/** One event in the list: its picture, title, when and where, seats, and the user's own sign-up. */
import { Link } from 'react-router-dom';
import type { LibraryEvent, SignupState } from '../../../api/contract';
import { eventPath } from '../../../router/paths';
import { eventWhen, seatsText } from '../eventText';

const MINE: Partial<Record<SignupState, string>> = { signed: '已报名', waiting: '候补中', attended: '已签到' };

export function EventRow({ event }: { event: LibraryEvent }) {
  const mine = event.mine ? MINE[event.mine] : '';
  const open = event.state === 'open';
  return (
    <Link className="events-row" to={eventPath(event.eventid)}>
      <img src={event.picture} alt="" width={72} height={72} loading="lazy" />
      <span className="events-row-text">
        <strong>{event.title}</strong>
        <span>{eventWhen(event.starttime, event.endtime)}</span>
        <span>
          {event.libname} · {event.place}
        </span>
        <span className="events-tags">
          <span className="events-tag">{event.kindname}</span>
          {mine ? <span className="events-tag events-tag--mine">{mine}</span> : null}
          {/* Green only while seats are left: 名额已满 is not good news. */}
          <span className={open && event.seatsleft > 0 ? 'events-seats' : ''}>
            {open ? seatsText(event) : event.statename}
          </span>
        </span>
      </span>
    </Link>
  );
}

/** An event's facts: when, where (with 导航), who speaks, seats, the sign-up window and who may sign up. */
import type { ReactNode } from 'react';
import type { EventDetail } from '../../../api/contract';
import { EVENT_RULES } from '../../../api/contract/events';
import { useStores } from '../../../stores/context';
import { openLocation } from '../../../wx/api';
import { audienceText, eventWhen, seatsText } from '../eventText';

export function EventFacts({ event }: { event: EventDetail }) {
  const { env } = useStores();
  const guide = async () => {
    const answer = await openLocation({
      latitude: event.latitude,
      longitude: event.longitude,
      name: event.libname,
      address: event.address,
    });
    if (!answer.ok && !answer.cancelled) env.ui.toast(answer.message);
  };
  const rows: [string, ReactNode][] = [
    ['时间', eventWhen(event.starttime, event.endtime)],
    [
      '地点',
      <>
        {event.libname} · {event.place}
        <button type="button" className="events-guide" onClick={() => void guide()}>
          导航
        </button>
      </>,
    ],
  ];
  if (event.speaker) rows.push(['主讲', event.speaker]);
  rows.push(['名额', seatsText(event)]);
  rows.push(['报名时间', `${event.signupstart.slice(5)} 至 ${event.signupend.slice(5)}`]);
  rows.push([
    '报名须知',
    `${audienceText(event)}；每人限报1次；活动开始前${EVENT_RULES.cancelBeforeMinutes / 60}小时内不能取消报名；报名后未签到累计${EVENT_RULES.noShowLimit}次将暂停报名${EVENT_RULES.blockDays}天。`,
  ]);
  return (
    <dl className="ui-card events-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

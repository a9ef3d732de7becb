/**
 * How an event's time reads on the phone: `11月28日 周六 14:00–16:00` on one day, else both ends
 * in full. The library's times come as China time `YYYY-MM-DD HH:mm`, read as they are (no time
 * zone arithmetic on the phone).
 */
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** `11月28日 周六` of a `YYYY-MM-DD…` text. */
export function dayText(dateTime: string): string {
  const [year, month, day] = dateTime.slice(0, 10).split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${month}月${day}日 ${WEEKDAYS[weekday]}`;
}

const clock = (dateTime: string) => dateTime.slice(11, 16);

export function eventWhen(start: string, end: string): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return `${dayText(start)} ${clock(start)}–${clock(end)}`;
  return `${dayText(start)} ${clock(start)} 至 ${dayText(end)} ${clock(end)}`;
}

/** Seats as the list shows them: 剩余N个名额, or full: 名额已满 (候补 N 人). */
export function seatsText(event: { capacity: number; seatsleft: number; waiting: number; waitlimit: number }): string {
  if (event.seatsleft > 0) return `剩余${event.seatsleft}个名额（共${event.capacity}个）`;
  if (event.waitlimit > 0) return event.waiting > 0 ? `名额已满，候补${event.waiting}人` : '名额已满，可候补';
  return '名额已满';
}

/** Who may sign up, in words. */
export function audienceText(event: {
  audience: 'card' | 'wechat';
  agemin: number | null;
  agemax: number | null;
}): string {
  const who = event.audience === 'card' ? '凭读者证报名' : '微信用户均可报名';
  if (event.agemin === null && event.agemax === null) return who;
  const ages =
    event.agemin !== null && event.agemax !== null
      ? `${event.agemin}–${event.agemax}岁`
      : event.agemin !== null
        ? `${event.agemin}岁以上`
        : `${event.agemax}岁以下`;
  return `${who}，面向${ages}读者`;
}

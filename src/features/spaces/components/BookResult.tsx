/** The end of booking: what was booked, where and when, the check-in rule, and the ways on. */
import type { SpaceBooking } from '../../../api/contract';
import { ResultPanel } from '../../../components/ui/ResultPanel';
import { libraryToday } from '../../../lib/loanStatus';
import { checkinRule, dayText } from '../slots';

export function BookResult({
  booking,
  onMine,
  onBack,
}: {
  booking: SpaceBooking;
  onMine: () => void;
  onBack: () => void;
}) {
  return (
    <ResultPanel
      kind="success"
      title="预约成功"
      text={checkinRule()}
      details={[
        ['空间', `${booking.name}（${booking.kindname}）`],
        ['地点', `${booking.libname} ${booking.area}`],
        ['时间', `${dayText(booking.date, libraryToday(Date.now()))} ${booking.start}–${booking.end}`],
        ['签到时间', `${booking.checkinfrom.slice(11)}–${booking.checkinuntil.slice(11)}`],
      ]}
      primary={{ text: '我的空间预约', onAction: onMine }}
      secondary={{ text: '返回', onAction: onBack }}
    />
  );
}

/**
 * 空间详情 (/spaces/detail?id=&date=): the space's name as the page's heading, its facts, the days
 * that may be booked as tabs, that day's half hours as a grid, and under them the booking panel
 * (a reader without a card is offered to bind one instead; the day stays visible). Booking ends
 * on the result. A space that does not exist is one calm panel with the way back.
 */
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SpaceDay } from '../../api/contract';
import { AsyncView, Missing, Skeleton } from '../../components/AsyncView';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { Tabs } from '../../components/ui/Tabs';
import { hoursText } from '../../lib/opening';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { useShareCard } from '../../wx/useShareCard';
import { BookPanel } from './components/BookPanel';
import { BookResult } from './components/BookResult';
import { SlotGrid } from './components/SlotGrid';
import { dateLabel } from './slots';
import { SpacesStore } from './SpacesStore';
import '../../components/ui/page.css';
import './spaces.css';

const SpaceDetail = observer(function SpaceDetail() {
  const store = useFeature(SpacesStore);
  const { rdrno } = useStores();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  // A link without a date (a shared one) opens on the library's today (the server's clock).
  const date = params.get('date') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day is asked again for another card
  useEffect(() => {
    if (id) void store.loadDay(id, date);
  }, [store, id, date, rdrno]);
  const back = { actionText: '查看全部空间', onAction: () => navigate(PATHS.spaces) };
  const { day, made } = store;
  // While another day of the same space loads, its name, facts and day tabs stay on screen.
  const last = useRef<SpaceDay | null>(null);
  if (day.value) last.current = day.value;
  const between = day.status === 'loading' && last.current?.spaceid === id ? last.current : null;
  const onDate = (next: string) => setParams({ id: String(id), date: next }, { replace: true });
  let content: ReactNode;
  if (!id) content = <Missing title="空间不存在" state={{ ...back, text: '链接可能不完整' }} />;
  else if (made)
    content = (
      <BookResult
        booking={made}
        onMine={() => {
          store.closeResult();
          navigate(PATHS.mySpaces);
        }}
        onBack={() => store.closeResult()}
      />
    );
  else if (between) content = <Day day={between} date={date || between.date} pending store={store} onDate={onDate} />;
  else
    content = (
      <AsyncView status={day.status} error={day.error} onRetry={() => void day.refresh()} missing={back}>
        {() => (day.value ? <Day day={day.value} date={day.value.date} store={store} onDate={onDate} /> : null)}
      </AsyncView>
    );
  return <div className="ui-page spaces">{content}</div>;
});

/** The space and its day; `pending` while `date`'s slots are on their way (`day` is another date's). */
const Day = observer(function Day({
  day,
  date,
  pending = false,
  store,
  onDate,
}: {
  day: SpaceDay;
  date: string;
  pending?: boolean;
  store: SpacesStore;
  onDate: (date: string) => void;
}) {
  const { pathname, search } = useLocation();
  // Shared, the link keeps the space and drops the day: it opens on the day it is opened.
  useShareCard({ title: `${day.libname}${day.name}`, desc: `${day.kindname} · ${day.area}，可在线预约` });
  return (
    <>
      <section className="ui-card spaces-facts" aria-labelledby="space-name">
        <h1 id="space-name">{day.name}</h1>
        <p className="spaces-line">
          {day.kindname} · {day.libname} · {day.area}
        </p>
        <p className="spaces-line">
          {day.kind === 'room' ? `可容纳${day.capacity}人` : '单人座位'}
          {day.facilities ? ` · 设施：${day.facilities}` : ''}
        </p>
        {pending ? null : <p className="spaces-line">开放时间 {hoursText(day.hours)}</p>}
      </section>
      <div className="spaces-dates">
        <Tabs
          label="预约日期"
          items={day.dates.map((one, index) => ({ id: one, label: dateLabel(one, index) }))}
          active={date}
          onPick={onDate}
        />
      </div>
      {pending ? (
        <Skeleton rows={2} label="预约时段加载中" />
      ) : (
        <>
          <SlotGrid store={store} />
          <CardGate noCard={<BindFirst text="绑定读者证后即可预约" back={pathname + search} />}>
            {() => <BookPanel store={store} />}
          </CardGate>
        </>
      )}
    </>
  );
});

export default SpaceDetail;

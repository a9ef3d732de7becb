/**
 * 朗读比赛 (/aloud/index): the contests (进行中 first, then 未开始, 已结束), the chosen one's dates,
 * rules and prizes (?id=), and its works ranked by votes or by plays (?sort=plays); 上传作品 for a
 * running contest, 我的作品 for the card's own.
 */
import { observer } from 'mobx-react-lite';
import { useShareCard } from '../../wx/useShareCard';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AloudWork, Contest } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { AsyncView } from '../../components/AsyncView';
import { Chips } from '../../components/ui/Chips';
import { Tabs } from '../../components/ui/Tabs';
import { Folded } from '../../components/ui/Folded';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { AloudStore, type Ranking } from './AloudStore';
import '../../components/ui/page.css';
import './aloud.css';

const RANKINGS: { id: Ranking; label: string }[] = [
  { id: 'votes', label: '票数排行' },
  { id: 'plays', label: '播放排行' },
];

const Aloud = observer(function Aloud() {
  const store = useFeature(AloudStore);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    void store.loadContests();
  }, [store]);
  const list = store.contests;
  const chosen = store.contest(Number(params.get('id'))) ?? list.rows[0];
  const sort: Ranking = params.get('sort') === 'plays' ? 'plays' : 'votes';
  const go = (id: number, next: Ranking) =>
    setParams(next === 'votes' ? { id: String(id) } : { id: String(id), sort: next }, { replace: true });
  return (
    <div className="ui-page aloud">
      <AsyncView
        status={list.status}
        error={list.error}
        onRetry={() => void list.refresh()}
        empty={list.isEmpty}
        emptyState={{
          title: '暂无朗读比赛',
          text: '图书馆发布比赛后会在这里显示',
          actionText: '返回首页',
          onAction: () => navigate(PATHS.home),
        }}
      >
        {() =>
          chosen ? (
            <>
              <Chips
                legend="比赛"
                items={list.rows.map((c) => ({ id: c.id, label: `${c.title}（${c.statename}）` }))}
                active={chosen.id}
                onPick={(id) => go(id, sort)}
              />
              <ContestCard contest={chosen} />
              <Tabs label="作品排行" items={RANKINGS} active={sort} onPick={(next) => go(chosen.id, next)} />
              <Ranked store={store} contest={chosen} sort={sort} />
            </>
          ) : null
        }
      </AsyncView>
    </div>
  );
});

function ContestCard({ contest }: { contest: Contest }) {
  useShareCard({
    title: contest.title,
    desc: `${contest.startdate} 至 ${contest.enddate}，${contest.summary}`.slice(0, 80),
  });
  const navigate = useNavigate();
  return (
    <section className="ui-card aloud-contest" aria-label={contest.title}>
      <h2>
        <span>{contest.title}</span>
        <span className={`aloud-state aloud-state--${contest.state}`}>{contest.statename}</span>
      </h2>
      <p className="aloud-dates">
        {contest.startdate} 至 {contest.enddate} · 已有 {contest.works} 件作品
      </p>
      <p>{contest.summary}</p>
      <Folded title="比赛规则与奖项" className="aloud-rules">
        <p className="aloud-pre">{contest.rules}</p>
        <p className="aloud-pre">{contest.prizes}</p>
      </Folded>
      <div className="aloud-actions">
        {contest.state === 'running' ? (
          <button
            type="button"
            className="ui-button"
            onClick={() => navigate(`${PATHS.aloudUpload}?contest=${contest.id}`)}
          >
            上传作品
          </button>
        ) : null}
        <button type="button" className="ui-button ui-button--ghost" onClick={() => navigate(PATHS.aloudWorks)}>
          我的作品
        </button>
      </div>
    </section>
  );
}

const Ranked = observer(function Ranked({
  store,
  contest,
  sort,
}: {
  store: AloudStore;
  contest: Contest;
  sort: Ranking;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    void store.loadWorks(contest.id, sort);
  }, [store, contest.id, sort]);
  return (
    <AsyncList
      key={`${contest.id}-${sort}`}
      list={store.works}
      label={`${contest.title}的作品`}
      rowKey={(row: AloudWork) => row.id}
      estimateSize={72}
      renderRow={(row: AloudWork, index: number) => <WorkRow work={row} rank={index + 1} />}
      emptyState={
        contest.state === 'running'
          ? {
              title: '还没有作品',
              text: '来做第一个参赛的读者吧',
              actionText: '上传作品',
              onAction: () => navigate(`${PATHS.aloudUpload}?contest=${contest.id}`),
            }
          : { title: '这场比赛没有作品', actionText: '我的作品', onAction: () => navigate(PATHS.aloudWorks) }
      }
    />
  );
});

function WorkRow({ work, rank }: { work: AloudWork; rank: number }) {
  return (
    <Link className="aloud-row" to={`${PATHS.aloudDetail}?id=${work.id}`}>
      <span className={`aloud-rank ${rank <= 3 ? 'aloud-rank--top' : ''}`}>{rank}</span>
      <span className="aloud-row-text">
        <strong>{work.title}</strong>
        <span>
          {work.name} · {Math.round(work.duration)}秒
        </span>
      </span>
      <span className="aloud-row-figures">
        <span>{work.votes} 票</span>
        <span>{work.plays} 次播放</span>
      </span>
    </Link>
  );
}

export default Aloud;

/**
 * 我的朗读作品 (/aloudworks): the card's works, newest first, with their state (审核中, 已通过, 未通过
 * and why), votes and plays; each opens 朗读作品; an approved one offers 领取积分 until its points
 * are given; 删除 asks first.
 */
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import type { AloudWork } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature } from '../../stores/context';
import { EarnPoints } from '../../components/EarnPoints';
import { AloudStore } from './AloudStore';
import '../../components/ui/page.css';
import './aloud.css';
import { ReviewBadge } from '../../components/ReviewState';

const Works = observer(function Works() {
  return (
    <div className="ui-page aloud">
      <CardGate noCard={<BindFirst text="绑定读者证后即可参加朗读比赛" />}>{() => <MyWorks />}</CardGate>
    </div>
  );
});

const MyWorks = observer(function MyWorks() {
  const store = useFeature(AloudStore);
  const navigate = useNavigate();
  useCardLoad(() => store.loadMine(), [store]);
  return (
    <AsyncList
      list={store.mine}
      label="我的朗读作品"
      rowKey={(row: AloudWork) => row.id}
      estimateSize={110}
      renderRow={(row: AloudWork) => <MyWork work={row} store={store} />}
      emptyState={{
        title: '还没有朗读作品',
        text: '参加朗读比赛，用声音分享好文字',
        actionText: '去看看比赛',
        onAction: () => navigate(PATHS.aloud),
      }}
    />
  );
});

const MyWork = observer(function MyWork({ work, store }: { work: AloudWork; store: AloudStore }) {
  const confirmThen = useConfirmedAction();
  const remove = () =>
    confirmThen(
      {
        title: '删除作品',
        content: `确定删除${work.title}吗？删除后不能恢复。`,
        confirmText: '删除',
        cancelText: '再想想',
      },
      () => store.remove.run(work),
    );
  return (
    <article className="aloud-mine" aria-label={work.title}>
      <Link to={`${PATHS.aloudDetail}?id=${work.id}`} className="aloud-mine-head">
        <strong>{work.title}</strong>
        <ReviewBadge post={work} />
      </Link>
      <p className="aloud-dates">
        {work.contesttitle} · {Math.round(work.duration)}秒 · {work.createtime.slice(0, 16)}
      </p>
      {work.reason ? <p className="aloud-reason">未通过原因：{work.reason}</p> : null}
      <EarnPoints
        post={work}
        busy={store.earn.busyFor(work.id)}
        result={store.earn.resultFor(work.id)}
        onEarn={() => store.earn.run(work)}
      />
      <div className="aloud-mine-foot">
        <span>
          {work.votes} 票 · {work.plays} 次播放
        </span>
        <button
          type="button"
          className="ui-button ui-button--ghost"
          disabled={store.remove.busyFor(work.id)}
          onClick={() => void remove()}
        >
          删除
        </button>
      </div>
    </article>
  );
});

export default Works;

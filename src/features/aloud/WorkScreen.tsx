/**
 * 朗读作品 (/alouddetail?id=): the player (seek, pause when another starts or the page is left), the
 * text read, the reader (masked), the contest, votes and plays; 投票 (once a day, by the server's
 * rule); the reader's own work shows its review state. A work that does not exist is the calm
 * missing panel with 去看看比赛.
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AloudWork } from '../../api/contract';
import { AsyncView, Missing } from '../../components/AsyncView';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { AloudStore } from './AloudStore';
import { AudioPlayer } from './components/AudioPlayer';
import '../../components/ui/page.css';
import './aloud.css';
import { ReviewNote } from '../../components/ReviewState';
import { useShareCard } from '../../wx/useShareCard';

const Work = observer(function Work() {
  const store = useFeature(AloudStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  useEffect(() => {
    if (id) void store.loadDetail(id);
  }, [store, id]);
  const detail = store.detail;
  // A stale link (a work deleted, or never there): one calm panel, the way back, nothing else.
  const missing = { title: '作品不存在', actionText: '去看看比赛', onAction: () => navigate(PATHS.aloud) };
  if (!id) {
    return (
      <div className="ui-page aloud">
        <Missing title={missing.title} state={missing} />
      </div>
    );
  }
  return (
    <div className="ui-page aloud">
      <AsyncView status={detail.status} error={detail.error} onRetry={() => void detail.refresh()} missing={missing}>
        {() => (detail.value ? <WorkView work={detail.value} store={store} /> : null)}
      </AsyncView>
    </div>
  );
});

/** The title read in 《》 once: readers mostly type the marks themselves (the form suggests 《静夜思》). */
const bookTitle = (title: string) => (/^《.*》$/.test(title.trim()) ? title.trim() : `《${title.trim()}》`);

const WorkView = observer(function WorkView({ work, store }: { work: AloudWork; store: AloudStore }) {
  const { env } = useStores();
  const counted = useCallback(() => void store.played(work), [store, work]);
  // The author wants votes: the card says whose reading it is and asks for one. Only an approved
  // work is open to a friend (and to votes): one under review, or not approved, keeps the page's
  // default card.
  useShareCard(
    work.state === 'approved'
      ? { title: `${work.name}朗读${bookTitle(work.title)}`, desc: `${work.contesttitle}，为我投票` }
      : null,
  );
  async function vote() {
    env.ui.toast((await store.vote.run(work)).message);
  }
  return (
    <article className="ui-card aloud-work" aria-label={work.title}>
      <ReviewNote post={work} afterApproval="，通过后将参加排名" />
      <h2>{work.title}</h2>
      <p className="aloud-dates">
        {work.name} · {work.contesttitle}
      </p>
      <AudioPlayer
        src={work.audio}
        duration={work.duration}
        onFirstPlay={work.state === 'approved' ? counted : undefined}
      />
      <p className="aloud-figures">
        <span>{work.votes} 票</span>
        <span>{work.plays} 次播放</span>
      </p>
      {work.state === 'approved' ? (
        <button
          type="button"
          className="ui-button aloud-vote"
          disabled={store.vote.busy || work.votedtoday || work.mine}
          onClick={() => void vote()}
        >
          {work.mine ? '我的作品' : work.votedtoday ? '今日已投票' : '投票'}
        </button>
      ) : null}
      <section className="aloud-text" aria-label="朗读的文字">
        <h3>朗读的文字</h3>
        <p className="aloud-pre" data-user-content>
          {work.text}
        </p>
      </section>
    </article>
  );
});

export default Work;

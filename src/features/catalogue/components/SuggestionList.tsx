/** 我的荐购: the card's suggestions, newest first, with the library's state and answer. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Suggestion } from '../../../api/contract';
import { AsyncList } from '../../../components/AsyncList';
import { PATHS } from '../../../router/paths';
import { useCardLoad } from '../../../stores/context';
import type { RecommendStore } from '../RecommendStore';

export const SuggestionList = observer(function SuggestionList({
  store,
  onEmpty,
}: {
  store: RecommendStore;
  /** The empty state's next step (to the form). */
  onEmpty: () => void;
}) {
  useCardLoad(() => store.loadSuggestions(), [store]);
  return (
    <section className="rec-mine" aria-labelledby="rec-mine-title">
      <h2 id="rec-mine-title" className="rec-section-title">
        我的荐购
      </h2>
      <AsyncList
        list={store.suggestions}
        label="我的荐购"
        rowKey={(row: Suggestion) => row.id}
        estimateSize={120}
        renderRow={(row: Suggestion) => <SuggestionItem row={row} />}
        emptyState={{
          title: '还没有荐购过图书',
          text: '图书馆没有的书，可以推荐我们购买',
          actionText: '填写荐购',
          onAction: onEmpty,
        }}
      />
    </section>
  );
});

function SuggestionItem({ row }: { row: Suggestion }) {
  const details = [row.author, row.publisher, row.isbn ? `ISBN ${row.isbn}` : ''].filter(Boolean).join(' · ');
  return (
    <article className="rec-suggestion" aria-label={row.title}>
      <div className="rec-suggestion-head">
        <span className="rec-book-title">{row.title}</span>
        <span className={`rec-state rec-state--${row.state}`}>{row.statename}</span>
      </div>
      {details ? <span className="rec-book-line">{details}</span> : null}
      <span className="rec-book-line">荐购于 {row.createdate}</span>
      {row.reply ? <p className="rec-reply">图书馆答复：{row.reply}</p> : null}
      {row.state === 2 && row.bookrecno ? (
        <Link className="rec-held" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
          已入藏，查看馆藏
        </Link>
      ) : null}
    </article>
  );
}

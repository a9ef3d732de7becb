/** 图书评论 (/books/comments): the card's comments, newest first, each with its book; delete own. */
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import type { MyComment } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { CardListView } from '../../components/CardListView';
import { PATHS } from '../../router/paths';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useCardLoad, useFeature } from '../../stores/context';
import { CommentsStore } from './CommentsStore';
import '../../components/ui/page.css';
import './catalogue.css';
import './shelf.css';

const Comments = observer(function Comments() {
  const store = useFeature(CommentsStore);
  const navigate = useNavigate();
  useCardLoad(() => store.loadMine(), [store, store.openid]);
  return (
    <div className="ui-page opac">
      <CardListView whyBind="绑定后即可评论图书" loadingLabel="评论加载中">
        {() => (
          <AsyncList
            list={store.mine}
            label="我的评论"
            rowKey={(row: MyComment) => row.id}
            estimateSize={140}
            renderRow={(row: MyComment) => <MyCommentItem row={row} store={store} />}
            emptyState={{
              title: '还没有评论',
              text: '读过的书，在图书详情页写下你的感受',
              actionText: '去检索',
              onAction: () => navigate(PATHS.search),
            }}
          />
        )}
      </CardListView>
    </div>
  );
});

const MyCommentItem = observer(function MyCommentItem({ row, store }: { row: MyComment; store: CommentsStore }) {
  const confirmThen = useConfirmedAction();
  const remove = () =>
    confirmThen({ title: '删除评论', content: `确定删除对《${row.title}》的这条评论吗？`, confirmText: '删除' }, () =>
      store.remove.run(row.id),
    );
  return (
    <article className="ui-card shelf-comment shelf-card" aria-label={`对《${row.title}》的评论`}>
      <Link className="shelf-comment-book" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
        《{row.title}》
      </Link>
      <div className="opac-bib-line">{row.author}</div>
      <p className="shelf-comment-text" data-user-content>
        {row.content}
      </p>
      <div className="shelf-item-foot">
        <time>{row.createtime}</time>
        <button
          type="button"
          className="shelf-remove"
          disabled={store.remove.busyFor(row.id)}
          aria-label={`删除对《${row.title}》的评论`}
          onClick={() => void remove()}
        >
          删除
        </button>
      </div>
    </article>
  );
});

export default Comments;

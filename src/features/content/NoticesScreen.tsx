/** 通知公告 (/notice): the library's notices, pinned ones on top, then newest first; each opens its 详情. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Notice } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { ContentStore } from './ContentStore';
import { articlePath } from './links';
import '../../components/ui/page.css';
import './content.css';

const Notices = observer(function Notices() {
  const store = useFeature(ContentStore);
  const navigate = useNavigate();
  useEffect(() => {
    void store.loadNotices();
  }, [store]);
  return (
    <div className="ui-page content">
      <AsyncList
        list={store.notices}
        label="通知公告"
        rowKey={(row: Notice) => row.id}
        estimateSize={96}
        renderRow={(row: Notice) => <NoticeRow notice={row} />}
        emptyState={{ title: '暂无通知公告', actionText: '返回首页', onAction: () => navigate(PATHS.home) }}
      />
    </div>
  );
});

function NoticeRow({ notice }: { notice: Notice }) {
  return (
    <Link className="notice-row" to={articlePath(notice.id)}>
      <span className="notice-title">
        {notice.pinned ? <span className="notice-pin">置顶</span> : null}
        {notice.title}
      </span>
      {notice.summary ? <span className="notice-summary">{notice.summary}</span> : null}
      <span className="notice-meta">
        <span>{notice.source}</span>
        <time>{notice.publishtime.slice(0, 10)}</time>
      </span>
    </Link>
  );
}

export default Notices;

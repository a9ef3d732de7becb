/**
 * 读者留言 (/message/index): my messages and the library's replies, newest first, and the messages
 * the library shows everyone (?tab=public); 我要留言 opens the form.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Message } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { Tabs } from '../../components/ui/Tabs';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { MessageCard } from './components/MessageCard';
import { MessagesStore } from './MessagesStore';
import '../../components/ui/page.css';
import './messages.css';

const TABS = [
  { id: 'mine', label: '我的留言' },
  { id: 'public', label: '公开留言' },
] as const;

const Messages = observer(function Messages() {
  const store = useFeature(MessagesStore);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'public' ? 'public' : 'mine';
  const openid = store.openid;
  useEffect(() => {
    if (tab === 'public') void store.loadShared();
    else if (openid) void store.loadMine();
  }, [store, tab, openid]);
  const write = () => navigate(PATHS.messageAdd);
  return (
    <div className="ui-page msg">
      <Tabs
        label="读者留言"
        items={TABS}
        active={tab}
        onPick={(id) => setParams(id === 'mine' ? {} : { tab: id }, { replace: true })}
      />
      {/* Remounted per tab (key): a row's drawing depends on the tab's showName. */}
      <AsyncList
        key={tab}
        list={tab === 'public' ? store.shared : store.mine}
        label={tab === 'public' ? '公开留言' : '我的留言'}
        rowKey={(row: Message) => row.id}
        estimateSize={160}
        renderRow={(row: Message) => <MessageCard message={row} showName={tab === 'public'} />}
        emptyState={
          tab === 'public'
            ? { title: '暂无公开留言', actionText: '我要留言', onAction: write }
            : { title: '还没有留言', text: '有什么想对图书馆说的，写下来吧', actionText: '我要留言', onAction: write }
        }
      />
      <button type="button" className="ui-button ui-fab" onClick={write}>
        我要留言
      </button>
    </div>
  );
});

export default Messages;

/**
 * 我要留言 (/message/add): a category, the text (5–500 characters, counted as typed), up to three
 * pictures (each shown with its upload state; tap a failed one to try again), and 提交, sent once.
 * Remounted on every visit (SPEC): the draft lives in the store until it is sent.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_RULES } from '../../api/contract/messages';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { PicturePicker } from '../../components/PicturePicker';
import { Chips } from '../../components/ui/Chips';
import { CountedText } from '../../components/ui/CountedText';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { MessageFormStore } from './MessageFormStore';
import '../../components/ui/page.css';
import './messages.css';

const MessageAdd = observer(function MessageAdd() {
  return (
    <div className="ui-page msg">
      <CardGate noCard={<BindFirst text="绑定读者证后即可给图书馆留言" />}>{() => <MessageForm />}</CardGate>
    </div>
  );
});

const MessageForm = observer(function MessageForm() {
  const store = useFeature(MessageFormStore);
  const { env } = useStores();
  const navigate = useNavigate();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await store.submit.run();
    env.ui.toast(result.message);
    if (result.ok) navigate(PATHS.messages, { replace: true });
  }
  return (
    <form className="msg-form" onSubmit={submit} noValidate>
      <Chips
        legend="留言类别"
        wrap
        items={store.categories.map((c) => ({ id: c, label: c }))}
        active={store.category}
        onPick={(c) => store.setCategory(c)}
      />
      <CountedText
        label="留言内容"
        value={store.content}
        onChange={(value) => store.setContent(value)}
        max={MESSAGE_RULES.contentMax}
        placeholder={`请输入留言内容（${MESSAGE_RULES.contentMin}-${MESSAGE_RULES.contentMax}字）`}
        rows={6}
      />
      <PicturePicker uploads={store.pictures} legend={`图片（选填，最多${MESSAGE_RULES.pictures}张）`} />
      <p className="msg-rules">
        留言需绑定读者证；每{MESSAGE_RULES.interval}秒最多留言一次，每天最多{MESSAGE_RULES.perDay}
        条。图书馆回复后可在“读者留言”查看。
      </p>
      <button
        type="submit"
        className="ui-button ui-button--wide"
        disabled={store.submit.busy || store.pictures.uploading}
      >
        {store.submit.busy ? '提交中…' : '提交'}
      </button>
    </form>
  );
});

export default MessageAdd;

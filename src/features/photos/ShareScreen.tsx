/**
 * 去晒图 (/sharephoto): up to nine pictures (each uploaded as soon as it is chosen, with its
 * state), a text of up to 300 characters, a topic, and 发布, sent once. The post then waits for
 * the library's review: the reader lands on it (审核中).
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PHOTO_RULES } from '../../api/contract/photos';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { PicturePicker } from '../../components/PicturePicker';
import { Chips } from '../../components/ui/Chips';
import { CountedText } from '../../components/ui/CountedText';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { ShareStore } from './ShareStore';
import '../../components/ui/page.css';
import './photos.css';

const Share = observer(function Share() {
  return (
    <div className="ui-page photos">
      <CardGate noCard={<BindFirst text="绑定读者证后即可晒图" />}>{() => <ShareForm />}</CardGate>
    </div>
  );
});

const ShareForm = observer(function ShareForm() {
  const store = useFeature(ShareStore);
  const { env } = useStores();
  const navigate = useNavigate();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await store.submit.run();
    env.ui.toast(result.message);
    if (result.ok && store.made) navigate(`${PATHS.photoDetail}?id=${store.made.id}`, { replace: true });
  }
  return (
    <form className="photo-form" onSubmit={submit} noValidate>
      <PicturePicker uploads={store.pictures} legend={`图片（1-${PHOTO_RULES.picturesMax}张）`} />
      <CountedText
        label="说点什么"
        value={store.text}
        onChange={(value) => store.setText(value)}
        max={PHOTO_RULES.textMax}
        placeholder="说说这一刻（选填）"
        rows={4}
      />
      <Chips
        legend="话题"
        wrap
        items={store.topics.map((t) => ({ id: t, label: `#${t}` }))}
        active={store.topic}
        onPick={(t) => store.setTopic(t)}
      />
      <p className="photo-rules">
        晒图经图书馆审核后在晒图墙展示，通过可获得积分；每天最多晒图{PHOTO_RULES.perDay}次。
      </p>
      <button
        type="submit"
        className="ui-button ui-button--wide"
        disabled={store.submit.busy || store.pictures.uploading}
      >
        {store.submit.busy ? '发布中…' : '发布'}
      </button>
    </form>
  );
});

export default Share;

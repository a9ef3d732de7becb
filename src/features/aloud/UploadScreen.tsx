/**
 * 上传朗读作品 (/demo?contest=): the contest (running ones), a title, the text read, and the audio:
 * 开始录音 (a level meter and a timer against the contest's length; it stops by itself at the
 * maximum) or 选择音频文件, checked when picked (type, size, length: why not is said at the
 * field); the take replays before sending, with 重新录制 or 换一个文件 / 改为录音; 上传 shows its
 * progress and may be cancelled. The limits are stated here and checked by the server.
 */
import '../../components/antd';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent, type FormEvent, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ALOUD_RULES } from '../../api/contract/aloud';
import { AsyncView } from '../../components/AsyncView';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { OptionGroup } from '../../components/ui/OptionGroup';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { AloudStore } from './AloudStore';
import { UploadStore } from './UploadStore';
import '../../components/ui/page.css';
import './aloud.css';

const clock = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

const Upload = observer(function Upload() {
  return (
    <div className="ui-page aloud">
      <CardGate noCard={<BindFirst text="绑定读者证后即可参加朗读比赛" />}>{() => <UploadForm />}</CardGate>
    </div>
  );
});

const UploadForm = observer(function UploadForm() {
  const aloud = useFeature(AloudStore);
  const store = useFeature(UploadStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = Number(params.get('contest')) || 0;
  useEffect(() => {
    void aloud.loadContests();
  }, [aloud]);
  // The page is left: a recording stops and its take is let go.
  useEffect(() => () => store.discardTake(), [store]);
  const open = store.open;
  useEffect(() => {
    // The contest asked for, else the one chosen before while it runs, else the first running.
    const next = open.find((c) => c.id === asked) ?? open.find((c) => c.id === store.contestid) ?? open[0];
    if (next && next.id !== store.contestid) store.choose(next.id);
  }, [store, open, asked]);
  return (
    <AsyncView
      status={aloud.contests.status}
      error={aloud.contests.error}
      onRetry={() => void aloud.contests.refresh()}
      empty={aloud.contests.status === 'ready' && open.length === 0}
      emptyState={{
        title: '暂无进行中的比赛',
        text: '比赛开始后即可上传作品',
        actionText: '查看比赛',
        onAction: () => navigate(PATHS.aloud),
      }}
    >
      {() => <Form store={store} />}
    </AsyncView>
  );
});

const Form = observer(function Form({ store }: { store: UploadStore }) {
  const { env } = useStores();
  const navigate = useNavigate();
  const contest = store.contest;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await store.send.run();
    env.ui.toast(result.message);
    if (result.ok) navigate(PATHS.aloudWorks, { replace: true });
  }
  async function record() {
    const result = await store.record.run();
    if (result.message) env.ui.toast(result.message);
  }
  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    // Why a file is not taken is said at the file field (store.fileProblem).
    if (file) await store.chooseFile(file);
  }
  const uploading = store.progress !== null;
  const problem = store.take ? store.takeProblem : store.fileProblem;
  return (
    <form className="aloud-form" onSubmit={submit} noValidate>
      <fieldset className="aloud-field aloud-contests" disabled={uploading}>
        <legend>比赛</legend>
        <OptionGroup
          label="比赛"
          options={store.open.map((c) => ({ label: c.title, value: c.id }))}
          value={store.contestid}
          onChange={(id) => store.choose(id)}
        />
      </fieldset>
      <label className="aloud-field">
        <span>作品标题</span>
        <input value={store.title} onChange={(e) => store.setTitle(e.target.value)} placeholder="如：《静夜思》" />
      </label>
      <label className="aloud-field aloud-field--text">
        <span>朗读的文字</span>
        <textarea
          value={store.text}
          onChange={(e) => store.setText(e.target.value)}
          rows={4}
          placeholder="请粘贴你朗读的文字"
        />
      </label>
      <section className="ui-card aloud-recorder" aria-label="录音">
        {store.phase === 'recording' ? (
          <>
            <div className="aloud-level" aria-hidden="true">
              <span style={{ width: `${Math.round(store.level * 100)}%` }} />
            </div>
            <p className="aloud-timer" role="timer" aria-live="off">
              {clock(store.seconds)} / {clock(contest?.maxseconds ?? 0)}
            </p>
            <button type="button" className="ui-button" onClick={() => void store.stop()}>
              停止录音
            </button>
          </>
        ) : store.take ? (
          <>
            <p className="aloud-take">
              {store.take.from === 'mic' ? '录音' : store.take.name} · {store.take.seconds.toFixed(1)} 秒
            </p>
            {/* biome-ignore lint/a11y/useMediaCaption: the reader's own take, replayed before sending. */}
            <audio src={store.take.url} controls className="aloud-replay" />
            {store.take.from === 'mic' ? (
              <button
                type="button"
                className="ui-button ui-button--ghost"
                disabled={uploading}
                onClick={() => store.discardTake()}
              >
                重新录制
              </button>
            ) : (
              <div className="aloud-actions">
                <FilePicker text="换一个文件" disabled={uploading} onPick={pickFile} />
                <button
                  type="button"
                  className="ui-button ui-button--ghost"
                  disabled={uploading}
                  onClick={() => store.discardTake()}
                >
                  改为录音
                </button>
              </div>
            )}
          </>
        ) : (
          <div className="aloud-actions">
            <button
              type="button"
              className="ui-button"
              disabled={store.phase === 'starting'}
              onClick={() => void record()}
            >
              {store.phase === 'starting' ? '正在打开麦克风…' : '开始录音'}
            </button>
            <FilePicker text="选择音频文件" onPick={pickFile} />
          </div>
        )}
        {problem ? (
          <p className="aloud-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      {contest ? (
        <ul className="aloud-limits">
          <li>
            作品时长 {contest.minseconds} 秒至 {contest.maxseconds} 秒，录音到最长时长会自动停止
          </li>
          <li>文件不超过 {ALOUD_RULES.maxBytes / 1024 / 1024}MB，格式 webm、ogg、m4a、mp3 或 wav</li>
          <li>每位读者本场最多提交 {contest.maxentries} 件作品，审核通过后参加排名</li>
        </ul>
      ) : null}
      {uploading ? (
        <div className="aloud-upload">
          <progress max={1} value={store.progress ?? 0} aria-label="上传进度" />
          <span>{Math.round((store.progress ?? 0) * 100)}%</span>
          <button type="button" className="ui-button ui-button--ghost" onClick={() => store.cancelUpload()}>
            取消上传
          </button>
        </div>
      ) : (
        <button
          type="submit"
          className="ui-button ui-button--wide"
          disabled={store.send.busy || store.phase === 'recording' || !!store.takeProblem}
        >
          上传作品
        </button>
      )}
    </form>
  );
});

/** 选择音频文件 / 换一个文件: a button that opens the phone's file chooser for audio. */
function FilePicker({
  text,
  disabled,
  onPick,
}: {
  text: string;
  disabled?: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  return (
    <label className={`ui-button ui-button--ghost aloud-file${disabled ? ' is-disabled' : ''}`}>
      {text}
      <input type="file" accept="audio/*" disabled={disabled} onChange={(e) => void onPick(e)} />
    </label>
  );
}

export default Upload;

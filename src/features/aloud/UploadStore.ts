/**
 * 上传朗读作品: a contest, a title, the text read, and the audio, recorded in the page (a level,
 * a timer, stopped by itself at the contest's maximum) or chosen from a file; replayed before
 * sending; uploaded with progress and a cancel. A picked file is checked at once (type, size,
 * length); the form is checked with the server's own rule (workProblem) before sending; the upload carries the draft's nonce (PostDraft), so a retry after a lost answer keeps one work.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AloudWork, Contest } from '../../api/contract';
import { audioFileProblem, audioProblem, audioType, fileAudioType, workProblem } from '../../api/contract/aloud';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { PostDraft } from '../../stores/base/PostDraft';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { AloudStore } from './AloudStore';
import { uploadWork } from './api';
import { audioSeconds, MicRecorder, recordingUnavailable, type Take } from './recorder';

export type Phase = 'idle' | 'starting' | 'recording' | 'ready';

export class UploadStore implements FeatureStore {
  contestid = 0;
  title = '';
  text = '';
  phase: Phase = 'idle';
  /** Seconds recorded so far, and the microphone's level (0–1), while recording. */
  seconds = 0;
  level = 0;
  take: (Take & { from: 'mic' | 'file'; name: string; mime: string }) | null = null;
  /** Why the file just picked was not taken (its type, size or length), said at the file field. */
  fileProblem = '';
  /** The share of the upload sent (0–1); null when no upload runs. */
  progress: number | null = null;
  readonly draft: PostDraft;
  private mic: MicRecorder | null = null;
  private cancel: AbortController | null = null;

  readonly record = new Action(async () => {
    const unavailable = recordingUnavailable();
    if (unavailable) return failed(unavailable);
    this.discardTake();
    const mic = new MicRecorder((seconds, level) => this.tick(seconds, level));
    this.setPhase('starting');
    try {
      await mic.start();
    } catch {
      mic.release();
      this.setPhase('idle');
      return failed('无法使用麦克风，请允许录音权限，或选择音频文件上传');
    }
    runInAction(() => {
      this.mic = mic;
      this.phase = 'recording';
      this.seconds = 0;
    });
    return succeeded('');
  });

  readonly send = new Action(async () => {
    const contest = this.contest;
    const take = this.take;
    if (!contest) return failed('请选择比赛');
    const input = {
      title: this.title,
      text: this.text,
      duration: take?.seconds ?? 0,
      bytes: take?.blob.size ?? 0,
      mime: take?.mime ?? 'audio/webm',
    };
    const problem = workProblem(input, contest);
    if (problem || !take) return failed(problem || '请先录音或选择音频文件');
    const sent = await this.draft.send((author) => {
      const cancel = new AbortController();
      runInAction(() => {
        this.cancel = cancel;
        this.progress = 0;
      });
      return uploadWork(
        {
          ...author,
          contestid: String(contest.id),
          title: this.title.trim(),
          text: this.text.trim(),
          duration: take.seconds.toFixed(1),
        },
        // The part's type as the library names it (a phone's audio/x-m4a is audio/mp4).
        new Blob([take.blob], { type: take.mime }),
        { signal: cancel.signal, onProgress: (share) => this.setProgress(share) },
      ).finally(() =>
        runInAction(() => {
          this.cancel = null;
          this.progress = null;
        }),
      );
    }, '上传失败，请稍后重试');
    if (!sent.ok) return failed(sent.message);
    this.root.feature(AloudStore).uploaded(sent.data as AloudWork);
    this.reset();
    return succeeded(sent.message || '上传成功');
  });

  constructor(private readonly root: RootStore) {
    this.draft = new PostDraft(root);
    makeAutoObservable<UploadStore, 'root' | 'mic' | 'cancel'>(this, {
      draft: false,
      root: false,
      mic: false,
      cancel: false,
      record: false,
      send: false,
    });
  }

  get contest(): Contest | undefined {
    return this.root.feature(AloudStore).contest(this.contestid);
  }

  /** Contests open for entries. */
  get open(): Contest[] {
    return this.root.feature(AloudStore).contests.rows.filter((c) => c.state === 'running');
  }

  choose(contestid: number): void {
    this.contestid = contestid;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setText(text: string): void {
    this.text = text;
  }

  /** 停止: the take is kept for replay. */
  async stop(): Promise<void> {
    const mic = this.mic;
    if (!mic) return;
    this.mic = null;
    const take = await mic.stop();
    runInAction(() => {
      this.take = { ...take, from: 'mic', name: '录音', mime: audioType(take.blob.type || 'audio/webm') };
      this.phase = 'ready';
      this.level = 0;
    });
  }

  /**
   * 选择音频文件: checked as soon as it is picked, in the server's terms (type and size, then its
   * length, read by the browser, against the contest); a file that would be refused is not taken,
   * and `fileProblem` says why. The server reads a WAV's length itself.
   */
  async chooseFile(file: File): Promise<string> {
    this.discardTake();
    const mime = fileAudioType(file.type, file.name);
    const early = audioFileProblem({ bytes: file.size, mime });
    if (early) return this.refuseFile(early);
    const url = URL.createObjectURL(file);
    const seconds = await audioSeconds(url);
    const contest = this.contest;
    const problem =
      seconds === null
        ? '无法读取该音频文件，请换一个文件'
        : contest
          ? audioProblem({ bytes: file.size, mime, duration: seconds }, contest)
          : '';
    if (problem || seconds === null) {
      URL.revokeObjectURL(url);
      const length = seconds === null ? '' : `（该文件 ${seconds.toFixed(1)} 秒）`;
      return this.refuseFile(`${problem}${problem.startsWith('作品时长') ? length : ''}`);
    }
    runInAction(() => {
      this.take = { blob: file, seconds, url, from: 'file', name: file.name, mime };
      this.phase = 'ready';
    });
    return '';
  }

  /** A recording shorter than the contest's minimum (it stops itself at the maximum), or ''. */
  get takeProblem(): string {
    const take = this.take;
    const contest = this.contest;
    if (!take || !contest || take.from !== 'mic') return '';
    return take.seconds < contest.minseconds ? `录音不足${contest.minseconds}秒，请重新录制` : '';
  }

  private refuseFile(problem: string): string {
    this.fileProblem = problem;
    return problem;
  }

  /** 重新录制 / 重新选择文件 / the page is left: the take and any recording are let go. */
  discardTake(): void {
    this.fileProblem = '';
    this.mic?.release();
    this.mic = null;
    if (this.take) URL.revokeObjectURL(this.take.url);
    this.take = null;
    this.phase = 'idle';
    this.seconds = 0;
    this.level = 0;
  }

  /** 取消上传. */
  cancelUpload(): void {
    this.cancel?.abort();
  }

  reset(): void {
    this.discardTake();
    this.title = '';
    this.text = '';
    this.draft.renew();
  }

  private tick(seconds: number, level: number): void {
    this.seconds = seconds;
    this.level = level;
    const max = this.contest?.maxseconds ?? Number.POSITIVE_INFINITY;
    if (seconds >= max) void this.stop();
  }

  private setPhase(phase: Phase): void {
    this.phase = phase;
  }

  private setProgress(share: number): void {
    this.progress = share;
  }

  clearReaderData(): void {
    this.reset();
  }
}

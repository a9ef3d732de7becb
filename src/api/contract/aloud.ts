/**
 * /v1/aloud/*: read-aloud contests (朗读比赛) and readers' works. A work is recorded in the page or
 * chosen from a file, uploaded (multipart, with progress and a cancel) with a card of the
 * session's, and waits for the library's review; approved works are ranked by votes or plays and
 * earn the card points. Audio is served with range requests, so a player can seek. The checks
 * below run on the phone and again on the server, with the same messages. docs/API.md, "Read-aloud".
 */

/** 进行中 / 未开始 / 已结束 (by the contest's dates, China time). */
export type ContestState = 'running' | 'upcoming' | 'ended';

export interface Contest {
  id: number;
  title: string;
  summary: string;
  /** The rules and the prizes, as the library writes them (plain text, line breaks kept). */
  rules: string;
  prizes: string;
  /** YYYY-MM-DD, inclusive. */
  startdate: string;
  enddate: string;
  state: ContestState;
  statename: string;
  /** A work's length, in seconds, inclusive. */
  minseconds: number;
  maxseconds: number;
  /** Works one card may enter (not counting rejected or deleted ones). */
  maxentries: number;
  /** Approved works. */
  works: number;
}

/** Audio types the library accepts, and the largest file. */
export const ALOUD_RULES = {
  formats: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/aac'],
  maxBytes: 10 * 1024 * 1024,
  titleMax: 30,
  textMax: 2000,
  /** Votes one WeChat user may give in a day (China time), at most one a work. */
  votesPerDay: 5,
  reasonMax: 100,
} as const;

/** A type as browsers name it, as the list names it (audio/x-m4a → audio/mp4, audio/mp3 → audio/mpeg). */
export function audioType(type: string): string {
  const bare = type.split(';')[0].trim().toLowerCase();
  const aliases: Record<string, string> = {
    'audio/x-m4a': 'audio/mp4',
    'audio/m4a': 'audio/mp4',
    'audio/mp3': 'audio/mpeg',
  };
  return aliases[bare] ?? bare;
}

/** What the reader sends with the audio. */
export interface WorkInput {
  title: string;
  /** The text read. */
  text: string;
  /** Seconds, as measured on the phone (the server checks it against the file's own length when it can). */
  duration: number;
  bytes: number;
  /** The audio's type, parameters dropped (audio/webm;codecs=opus → audio/webm). */
  mime: string;
}

/** What is wrong with a work for this contest, in the order of the form, or ''. */
export function workProblem(input: WorkInput, contest: Pick<Contest, 'minseconds' | 'maxseconds'>): string {
  const title = input.title.trim();
  if (!title) return '请填写作品标题';
  if ([...title].length > ALOUD_RULES.titleMax) return `作品标题不能超过${ALOUD_RULES.titleMax}个字`;
  if (/\p{Cc}/u.test(title)) return '作品标题不能包含控制字符';
  const text = input.text.trim();
  if (!text) return '请填写朗读的文字';
  if ([...text].length > ALOUD_RULES.textMax) return `朗读的文字不能超过${ALOUD_RULES.textMax}个字`;
  if (!Number.isFinite(input.duration) || input.duration <= 0) return '请先录音或选择音频文件';
  return audioProblem(input, contest);
}

/** The audio's type and size (what a picked file is checked on first), or ''. */
export function audioFileProblem(input: Pick<WorkInput, 'bytes' | 'mime'>): string {
  if (!(ALOUD_RULES.formats as readonly string[]).includes(audioType(input.mime)))
    return '音频格式不支持，请使用 webm、ogg、m4a、mp3 或 wav';
  if (input.bytes > ALOUD_RULES.maxBytes) return `音频文件不能超过${ALOUD_RULES.maxBytes / 1024 / 1024}MB`;
  return '';
}

/** What is wrong with the audio alone (type, size, length for the contest), or ''. */
export function audioProblem(
  input: Pick<WorkInput, 'duration' | 'bytes' | 'mime'>,
  contest: Pick<Contest, 'minseconds' | 'maxseconds'>,
): string {
  const file = audioFileProblem(input);
  if (file) return file;
  if (input.duration < contest.minseconds) return `作品时长不能少于${contest.minseconds}秒`;
  if (input.duration > contest.maxseconds) return `作品时长不能超过${contest.maxseconds}秒`;
  return '';
}

/** A file's audio type: the browser's, else by its name's extension (a phone may give none). */
export function fileAudioType(type: string, name: string): string {
  if (type) return audioType(type);
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1].toLowerCase() ?? '';
  const byExtension: Record<string, string> = {
    webm: 'audio/webm',
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    opus: 'audio/ogg',
    m4a: 'audio/mp4',
    mp4: 'audio/mp4',
    aac: 'audio/aac',
    mp3: 'audio/mpeg',
    wav: 'audio/wav',
  };
  return byExtension[extension] ?? '';
}

/** 审核中 / 已通过 / 未通过 (the same review as photos). */
export type WorkState = 'pending' | 'approved' | 'rejected';

export interface AloudWork {
  id: number;
  contestid: number;
  contesttitle: string;
  title: string;
  text: string;
  /** The reader's name, masked (林**). */
  name: string;
  /** Seconds. */
  duration: number;
  /** The audio's URL (range requests answered). */
  audio: string;
  votes: number;
  plays: number;
  state: WorkState;
  statename: string;
  reason: string;
  createtime: string;
  /** Written with one of the asking session's cards. */
  mine: boolean;
  /** One's own, and the card was given its points for it (addReaderBonusLog, once approved). */
  pointsgiven: boolean;
  /** The asking WeChat user voted for it today. */
  votedtoday: boolean;
}

/** aloud/contests: every contest, running first, then upcoming, then ended. */
export interface ContestListParams {
  authorizer_appid?: string;
}

/** aloud/works: a contest's approved works, ranked. */
export interface WorkListParams {
  contestid: number | string;
  sort?: 'votes' | 'plays' | 'newest';
  openid?: string;
  page?: number;
  rows?: number;
  authorizer_appid?: string;
}

/** aloud/work: one work (approved, or one of the session's own). */
export interface WorkIdParams {
  id: number | string;
  openid?: string;
  authorizer_appid?: string;
}

/** aloud/mine: the card's works in every state, newest first. */
export interface MyWorksParams {
  openid: string;
  rdrno: string;
  page?: number;
  rows?: number;
  authorizer_appid?: string;
}

/** aloud/vote, aloud/del: the WeChat user acting on a work. aloud/play counts one play. */
export interface WorkActionParams {
  openid: string;
  id: number | string;
  authorizer_appid?: string;
}

/**
 * aloud/upload (multipart): these fields and the audio as `file`. `nonce` as for messages: the
 * same upload twice keeps one work.
 */
export interface WorkUploadFields {
  openid: string;
  rdrno: string;
  contestid: string;
  title: string;
  text: string;
  duration: string;
  nonce: string;
  authorizer_appid?: string;
}

/**
 * /v1/photo/*: readers' photo posts (读者晒图, 去晒图, 晒图详情). A post is written with a card (the
 * session's), holds 1–9 pictures chosen on the phone and sent to WeChat's media store
 * (`uploadImage`; the platform fetches each by `serverId` and keeps it), a text and a topic, and
 * waits for the library's review: only approved posts are on the wall; an approved post earns the
 * card points (docs/API.md, "Points"). Likes are one per WeChat user and post. The checks below
 * run on the phone and again on the server, with the same messages. docs/API.md, "Photos".
 */

/** The topics a post is filed under, in the form's order. */
export const PHOTO_TOPICS = ['我在图书馆', '好书分享', '阅读时光', '馆舍风光', '活动现场'] as const;

export const PHOTO_RULES = {
  /** Pictures per post, inclusive. */
  picturesMin: 1,
  picturesMax: 9,
  /** Characters of text (after trimming); the text may be empty. */
  textMax: 300,
  /** Posts one card may share in a day (China time). */
  perDay: 5,
  /** Characters of a rejection's reason. */
  reasonMax: 100,
} as const;

export interface PhotoInput {
  topic: string;
  text: string;
  /** The pictures' WeChat media ids, in order. */
  serverids: string[];
}

const CONTROL = /\p{Cc}/u;
/** Line breaks and tabs are text; other control characters are not. */
const TEXT_BREAKS = /[\n\r\t]/g;
const SERVER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** What is wrong with a post, in the order of the form, or ''. */
export function photoProblem(input: PhotoInput): string {
  if (input.serverids.length < PHOTO_RULES.picturesMin) return '请至少选择1张图片';
  if (input.serverids.length > PHOTO_RULES.picturesMax) return `最多上传${PHOTO_RULES.picturesMax}张图片`;
  if (input.serverids.some((id) => !SERVER_ID.test(id))) return '图片标识 serverids 格式错误';
  const text = input.text.trim();
  if (CONTROL.test(text.replace(TEXT_BREAKS, ''))) return '文字不能包含控制字符';
  if ([...text].length > PHOTO_RULES.textMax) return `文字不能超过${PHOTO_RULES.textMax}个字`;
  if (!(PHOTO_TOPICS as readonly string[]).includes(input.topic)) return '请选择话题';
  return '';
}

/** 审核中 / 已通过 / 未通过 */
export type ReviewState = 'pending' | 'approved' | 'rejected';

export interface Photo {
  id: number;
  topic: string;
  text: string;
  /** Picture URLs, in order; the first is the cover on the wall. */
  pictures: string[];
  /** The author's name, masked (林**). */
  name: string;
  /** YYYY-MM-DD HH:mm:ss (China time). */
  createtime: string;
  likes: number;
  /** The asking WeChat user liked it. */
  liked: boolean;
  state: ReviewState;
  statename: string;
  /** Why it was not approved; '' otherwise. */
  reason: string;
  /** Written with one of the asking session's cards (it may delete it). */
  mine: boolean;
  /** One's own, and the card was given its points for it (addReaderBonusLog, once approved). */
  pointsgiven: boolean;
}

/** photo/list: the wall (approved posts), newest or most liked first. */
export interface PhotoListParams {
  sort?: 'newest' | 'likes';
  topic?: string;
  /** The asking user, for `liked`. */
  openid?: string;
  page?: number;
  rows?: number;
  authorizer_appid?: string;
}

/** photo/mine: the card's own posts in every state, newest first. */
export interface MyPhotosParams {
  openid: string;
  rdrno: string;
  page?: number;
  rows?: number;
  authorizer_appid?: string;
}

/** photo/detail: one post (an approved one, or one of the session's own). */
export interface PhotoIdParams {
  id: number | string;
  openid?: string;
  authorizer_appid?: string;
}

/** photo/add: `serverids` joined with commas; `nonce` as for messages (the same post once). */
export interface PhotoAddParams {
  openid: string;
  rdrno: string;
  topic: string;
  text: string;
  serverids: string;
  nonce: string;
  authorizer_appid?: string;
}

/** photo/like and photo/del name the WeChat user. */
export interface PhotoActionParams {
  openid: string;
  id: number | string;
  authorizer_appid?: string;
}

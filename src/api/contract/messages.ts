/**
 * /v1/message/*: readers' messages to the library (读者留言, 我要留言) and the library's replies.
 * A platform service kept by openid, like addresses: a person's messages are theirs whichever card
 * they use (the card active when writing is recorded for the library). Pictures are chosen on the
 * phone, sent to WeChat's media store (`uploadImage`), and named here by their `serverId`s; the
 * platform fetches each from WeChat and keeps it. The checks below run on the phone and again on
 * the server, with the same messages. docs/API.md, "Messages".
 */

/** The kinds of message a reader may leave, in the form's order. */
export const MESSAGE_CATEGORIES = ['咨询', '建议', '表扬', '投诉', '其他'] as const;

export const MESSAGE_RULES = {
  /** Characters of text (after trimming), inclusive. */
  contentMin: 5,
  contentMax: 500,
  /** Pictures per message. */
  pictures: 3,
  /** Seconds one WeChat user waits between two messages. */
  interval: 60,
  /** Messages one WeChat user may leave in a day (China time). */
  perDay: 5,
  /** Characters of the library's reply. */
  replyMax: 500,
} as const;

/** What the reader writes. `serverids`: the pictures' WeChat media ids, in order. */
export interface MessageInput {
  category: string;
  content: string;
  serverids: string[];
}

const CONTROL = /\p{Cc}/u;
/** Line breaks and tabs are text; other control characters are not. */
const TEXT_BREAKS = /[\n\r\t]/g;
const SERVER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** What is wrong with a message, in the order of the form, or ''. */
export function messageProblem(input: MessageInput): string {
  if (!(MESSAGE_CATEGORIES as readonly string[]).includes(input.category)) return '请选择留言类别';
  const content = input.content.trim();
  if (CONTROL.test(content.replace(TEXT_BREAKS, ''))) return '留言内容不能包含控制字符';
  const length = [...content].length;
  if (length < MESSAGE_RULES.contentMin) return `留言内容至少${MESSAGE_RULES.contentMin}个字`;
  if (length > MESSAGE_RULES.contentMax) return `留言内容不能超过${MESSAGE_RULES.contentMax}个字`;
  if (input.serverids.length > MESSAGE_RULES.pictures) return `最多上传${MESSAGE_RULES.pictures}张图片`;
  if (input.serverids.some((id) => !SERVER_ID.test(id))) return '图片标识 serverids 格式错误';
  return '';
}

export interface Message {
  id: number;
  category: string;
  content: string;
  /** Picture URLs (`/api/media/<id>`), in order. */
  pictures: string[];
  /** YYYY-MM-DD HH:mm:ss (China time). */
  createtime: string;
  /** The library's reply; '' until it answers. */
  reply: string;
  replytime: string | null;
  /** The library shows it to every reader (公开留言). */
  public: boolean;
  /** The writer's name, masked (王**). */
  name: string;
}

/** message/list: the WeChat user's own messages, newest first. */
export interface MessageListParams {
  openid: string;
  page?: number;
  rows?: number;
  authorizer_appid?: string;
}

/** message/public: the messages the library chose to show, newest reply first. */
export interface PublicMessageParams {
  page?: number;
  rows?: number;
  authorizer_appid?: string;
}

/**
 * message/add. `serverids` joined with commas ('' for none). `nonce`: one per written message
 * (8–64 of [A-Za-z0-9_-]); sending the same nonce again answers the message already kept instead
 * of keeping a second one, so a submit repeated after a lost answer leaves one message.
 */
export interface MessageAddParams {
  openid: string;
  rdrno: string;
  category: string;
  content: string;
  serverids: string;
  nonce: string;
  authorizer_appid?: string;
}

/**
 * Readers' messages to the library (读者留言), by openid. A message is checked with the contract's
 * messageProblem (the phone runs it too), then, in one transaction, against the nonce (the same
 * nonce again is the message already kept), how often the user writes, and the pictures, which
 * are fetched from the emulated WeChat media store by serverId and kept (platform/media.ts). The library's
 * reply comes through the control API (control/postRoutes.ts). What readers' posts share: posts.ts.
 */
import { MESSAGE_RULES, type Message, type MessageInput, messageProblem } from '../../../src/api/contract/messages.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import type { MessageRow } from '../infra/rows.js';
import { cstDateTime } from '../infra/util.js';
import { maskName, requireReader } from '../ils/readers.js';
import { fetchFromWechat, keepFiles, mediaUrls } from './media.js';
import { checkNonce, forLibrarian, keepOnce, type Paging, postedToday, postPage, postRecord } from './posts.js';

type MessageRecord = MessageRow;

/** A message as the librarian sees it: the card and the name unmasked. */
export type LibrarianMessage = Message & { rdrno: string; fullname: string };

function shown(db: Db, m: MessageRecord): Message {
  return {
    id: m.id,
    category: m.category,
    content: m.content,
    pictures: mediaUrls(db, 'message', m.id),
    createtime: cstDateTime(m.created_at),
    reply: m.reply,
    replytime: m.replied_at == null ? null : cstDateTime(m.replied_at),
    public: m.public === 1,
    name: maskName(m.name),
  };
}

function page(db: Db, where: string, order: string, args: unknown[], paging: Paging) {
  const { rows, total } = postPage<MessageRecord>(db, 'messages', { where, order, args }, paging);
  return { rows: rows.map((m) => shown(db, m)), total };
}

/** message/list: the user's messages, newest first. */
export const listMessages = (db: Db, openid: string, paging: Paging) =>
  page(db, 'openid = ?', 'created_at DESC, id DESC', [openid], paging);

/** message/public: what the library chose to show, newest reply first. */
export const publicMessages = (db: Db, paging: Paging) =>
  page(db, "public = 1 AND reply <> ''", 'replied_at DESC, id DESC', [], paging);

/** Why the user may not write now ('' when they may): one a minute, a few a day. */
function pace(db: Db, openid: string, now: number): string {
  const last = scalar<number | null>(db, 'SELECT MAX(created_at) FROM messages WHERE openid = ?', openid)!;
  const wait = last === null ? 0 : Math.ceil((last + MESSAGE_RULES.interval * 1000 - now) / 1000);
  if (wait > 0) return `留言太频繁，请${wait}秒后再试`;
  const today = postedToday(db, 'messages', 'openid', openid, now);
  return today >= MESSAGE_RULES.perDay ? `每天最多留言${MESSAGE_RULES.perDay}条，明天再来吧` : '';
}

/** message/add: keeps the message with its pictures, or refuses and writes nothing. */
export function addMessage(
  db: Db,
  input: MessageInput & { openid: string; rdrno: string; nonce: string },
  now: number,
): { message: Message; repeated: boolean } {
  const problem = messageProblem(input);
  if (problem) throw new InputError(problem);
  checkNonce(input.nonce, '留言');
  const { post, repeated } = keepOnce<MessageRecord, Message>(
    db,
    'messages',
    input,
    (kept) => shown(db, kept),
    () => {
      const refusal = pace(db, input.openid, now);
      if (refusal) throw new InputError(refusal);
      const pictures = fetchFromWechat(db, input.serverids, now);
      const reader = requireReader(db, input.rdrno, now);
      const id = Number(
        prepare(
          db,
          'INSERT INTO messages (openid, rdrno, name, category, content, nonce, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(input.openid, input.rdrno, reader.name, input.category, input.content.trim(), input.nonce, now)
          .lastInsertRowid,
      );
      keepFiles(db, 'message', id, pictures, now);
      return messageById(db, id);
    },
  );
  return { message: post, repeated };
}

function messageById(db: Db, id: number): Message {
  const row = postRecord<MessageRecord>(db, 'messages', id);
  if (!row) throw new InputError('留言不存在');
  return shown(db, row);
}

/** The library's reply (the control API): replaces an earlier one; `public` shows it to everyone. */
export function replyToMessage(db: Db, id: number, answer: { reply: string; public: boolean }, now: number): Message {
  const reply = answer.reply.trim();
  if (!reply) throw new InputError('回复内容不能为空');
  if ([...reply].length > MESSAGE_RULES.replyMax) throw new InputError(`回复不能超过${MESSAGE_RULES.replyMax}个字`);
  return db.transaction(() => {
    messageById(db, id);
    prepare(db, 'UPDATE messages SET reply = ?, replied_at = ?, public = ? WHERE id = ?').run(
      reply,
      now,
      answer.public ? 1 : 0,
      id,
    );
    return messageById(db, id);
  })();
}

/** The librarian's list: every user's messages, newest first. */
export function recentMessages(db: Db, limit: number): LibrarianMessage[] {
  const rows = select<MessageRecord>(db, 'SELECT * FROM messages ORDER BY created_at DESC, id DESC LIMIT ?').all(limit);
  return rows.map((m) => forLibrarian(shown(db, m), m));
}

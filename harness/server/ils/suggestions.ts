/**
 * Readers' purchase suggestions (荐购, table suggestions): a reader suggests a title
 * (recommendBookInsert), lists their suggestions with the library's answer (listReaderRecommend),
 * and staff answer them (the control API plays the library: answerSuggestion). The rule
 * (rules/suggestions.ts) decides inside the transaction that inserts, so two identical
 * suggestions sent at once make one row and the other is refused. A refusal writes nothing.
 */
import { SUGGESTION_STATE_NAMES, type Suggestion, type SuggestionState } from '../../../src/api/contract/recommend.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';
import { requireCard } from './cardExists.js';
import { requireReader } from './readers.js';
import {
  heldMessage,
  SUGGESTION_POLICY,
  type SuggestionInput,
  suggestionInputRefusal,
  suggestionRefusal,
  titleKey,
} from './rules/index.js';
import { parseIsbn, planSearch } from './search/query.js';
import { searchCatalogue } from './search/search.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SuggestionRecord {
  id: number;
  title: string;
  author: string;
  isbn: string;
  publisher: string;
  reason: string;
  created_at: number;
  state: number;
  reply: string;
  bookrecno: number | null;
}

const SELECT = `SELECT id, title, author, isbn, publisher, reason, created_at, state, reply, bookrecno FROM suggestions`;

function toSuggestion(row: SuggestionRecord): Suggestion {
  const state = row.state as SuggestionState;
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    isbn: row.isbn,
    publisher: row.publisher,
    reason: row.reason,
    createdate: cstDate(row.created_at),
    state,
    statename: SUGGESTION_STATE_NAMES[state] ?? '',
    reply: row.reply,
    bookrecno: state === 2 ? row.bookrecno : null,
  };
}

function findSuggestion(db: Db, id: number): Suggestion | undefined {
  const row = select<SuggestionRecord>(db, `${SELECT} WHERE id = ?`).get(id);
  return row && toSuggestion(row);
}

const CIRCULATES = 'EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state IN (1, 2))';

/**
 * The catalogue's title a suggestion asks for, with a copy that circulates: the same ISBN-13 when
 * one is given, else (or then) the same title as titleKey folds it. The title is looked up through
 * the search index (a title search), then compared whole, so 三体 does not match 三体Ⅱ.
 */
export function heldTitle(db: Db, isbn: string, title: string): { bookrecno: number; callno: string } | null {
  type Held = { bookrecno: number; callno: string };
  if (isbn) {
    const byIsbn = select<Held>(
      db,
      `SELECT b.bookrecno, b.callno FROM books b WHERE b.isbn = ? AND ${CIRCULATES} ORDER BY b.bookrecno LIMIT 1`,
    ).get(isbn);
    if (byIsbn) return byIsbn;
  }
  const key = titleKey(title);
  if (!key) return null;
  let found: { bookrecno: number; title: string; callno: string; total: number }[];
  try {
    const plan = planSearch({
      searchtype: 'title',
      q: title,
      libcode: '',
      onshelf: '',
      sort: '',
      page: '1',
      rows: '50',
    });
    found = searchCatalogue(db, plan).rows;
  } catch (error) {
    if (error instanceof InputError) return null; // nothing a title search can look for
    throw error;
  }
  const same = found.find((row) => row.total > 0 && titleKey(row.title) === key);
  return same ? { bookrecno: same.bookrecno, callno: same.callno } : null;
}

/**
 * recommendBookInsert: the new suggestion (待处理), or a refusal that wrote nothing. A title the
 * catalogue holds is refused with 馆内已有此书 and the title's `bookrecno` on the envelope (the
 * form links to it); the reader's quota is untouched, as by every refusal.
 */
export function insertSuggestion(db: Db, rdrno: string, input: SuggestionInput, now: number): Suggestion {
  const id = db.transaction(() => {
    const fields = suggestionInputRefusal(input);
    if (fields) throw new InputError(fields);
    const reader = requireReader(db, rdrno, now);
    const isbn = input.isbn ? parseIsbn(input.isbn) : { isbn: '' };
    const held = heldTitle(db, 'isbn' in isbn ? isbn.isbn : '', input.title);
    const open = select<{
      title: string;
      isbn: string;
    }>(db, 'SELECT title, isbn FROM suggestions WHERE rdrno = ? AND state IN (0, 1)').all(rdrno);
    const recentCount = scalar<number>(
      db,
      'SELECT count(*) FROM suggestions WHERE rdrno = ? AND created_at > ?',
      rdrno,
      now - SUGGESTION_POLICY.limitDays * DAY_MS,
    )!;
    const refusal = suggestionRefusal(input, { cardState: reader.state, isbn, held, open, recentCount });
    if (refusal)
      throw new InputError(refusal, held && refusal === heldMessage(held) ? { bookrecno: held.bookrecno } : {});
    return Number(
      prepare(
        db,
        `INSERT INTO suggestions (rdrno, title, author, isbn, publisher, reason, created_at, state, reply)
           VALUES (?, ?, ?, ?, ?, ?, ?, 0, '')`,
      ).run(rdrno, input.title, input.author, 'isbn' in isbn ? isbn.isbn : '', input.publisher, input.reason, now)
        .lastInsertRowid,
    );
  })();
  const row = findSuggestion(db, id);
  if (!row) throw new Error(`suggestion ${id} not found`);
  return row;
}

/** listReaderRecommend: the card's suggestions, newest first, one page, and how many in all. */
export function readerSuggestions(
  db: Db,
  rdrno: string,
  paging: { page: number; rows: number },
): { rows: Suggestion[]; total: number } {
  requireCard(db, rdrno);
  const total = scalar<number>(db, 'SELECT count(*) FROM suggestions WHERE rdrno = ?', rdrno)!;
  const rows = select<SuggestionRecord>(
    db,
    `${SELECT} WHERE rdrno = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(rdrno, paging.rows, (paging.page - 1) * paging.rows);
  return { rows: rows.map(toSuggestion), total };
}

/** Every card's suggestions, newest first (testers find the ids to answer here). */
export function recentSuggestions(db: Db, limit: number): (Suggestion & { rdrno: string })[] {
  const rows = select<SuggestionRecord & { rdrno: string }>(
    db,
    `SELECT rdrno, ${SELECT.slice('SELECT '.length)} ORDER BY id DESC LIMIT ?`,
  ).all(limit);
  return rows.map((row) => ({ rdrno: row.rdrno, ...toSuggestion(row) }));
}

export interface SuggestionAnswer {
  state: SuggestionState;
  reply: string;
  /** 已入藏: the catalogue's title. */
  bookrecno: number | null;
}

/** The library answers a suggestion (staff; the control API): its new state, reply and title. */
export function answerSuggestion(db: Db, id: number, answer: SuggestionAnswer, now: number): Suggestion {
  if (!prepare(db, 'SELECT 1 FROM suggestions WHERE id = ?').get(id)) throw new InputError('荐购记录不存在');
  if (answer.state === 2) {
    if (answer.bookrecno === null) throw new InputError('已入藏须给出书目记录号 bookrecno');
    if (!prepare(db, 'SELECT 1 FROM books WHERE bookrecno = ?').get(answer.bookrecno)) {
      throw new InputError('书目不存在');
    }
  }
  prepare(db, 'UPDATE suggestions SET state = ?, reply = ?, bookrecno = ?, updated_at = ? WHERE id = ?').run(
    answer.state,
    answer.reply,
    answer.state === 2 ? answer.bookrecno : null,
    now,
    id,
  );
  return findSuggestion(db, id)!;
}

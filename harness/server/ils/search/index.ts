/**
 * The catalogue's search index (docs/HARNESS.md, "The catalogue search index"):
 * - `bib_fts`, a contentless FTS5 table: the title, author, subject and publisher as bigram tokens
 *   (text.ts), the ISBN-13 and the class number as one token each, and `avail`, tokens saying where
 *   the title has copies that circulate or are on the shelf (the filters);
 * - its rowid is the title's place in `bib_seq` (seq), which numbers the titles newest publication
 *   first: the index hands its matches over in that order, so "newest" and the tiers of a broad
 *   search page without sorting;
 * - `bib_dirty`: titles whose copies changed (triggers on holdings, schema 005); a search brings
 *   their rows up to date first (syncSearchIndex).
 * Built in one pass when the catalogue is seeded, and by migration 5 for a database seeded before.
 */
import { type Db, select, prepare } from '../../infra/db.js';
import { availText, CLASSNO_MARKS, classnoToken, indexText } from './text.js';

/** The index's tables (schema/005-catalogue.ts creates them with these statements). */
export const CREATE_INDEX_SQL = `
CREATE VIRTUAL TABLE bib_fts USING fts5(
  title, author, subject, publisher, isbn, classno, avail,
  content = '', contentless_delete = 1, prefix = '1',
  tokenize = "unicode61 tokenchars '${CLASSNO_MARKS}'");
CREATE TABLE bib_seq (seq INTEGER PRIMARY KEY, bookrecno INTEGER NOT NULL UNIQUE);
CREATE TABLE bib_dirty (bookrecno INTEGER PRIMARY KEY);
CREATE TRIGGER holdings_search_insert AFTER INSERT ON holdings
  BEGIN INSERT OR IGNORE INTO bib_dirty VALUES (NEW.bookrecno); END;
CREATE TRIGGER holdings_search_delete AFTER DELETE ON holdings
  BEGIN INSERT OR IGNORE INTO bib_dirty VALUES (OLD.bookrecno); END;
CREATE TRIGGER holdings_search_update AFTER UPDATE OF state, curlib, bookrecno ON holdings
  WHEN OLD.state IS NOT NEW.state OR OLD.curlib IS NOT NEW.curlib OR OLD.bookrecno IS NOT NEW.bookrecno
  BEGIN
    INSERT OR IGNORE INTO bib_dirty VALUES (OLD.bookrecno);
    INSERT OR IGNORE INTO bib_dirty VALUES (NEW.bookrecno);
  END;`;

interface BookText {
  seq: number;
  bookrecno: number;
  title: string;
  author: string;
  subject: string;
  publisher: string;
  isbn: string;
  classno: string;
}

const BOOK_TEXT = `SELECT s.seq, b.bookrecno, b.title, b.author, b.subject, b.publisher, b.isbn, b.classno
  FROM bib_seq s JOIN books b ON b.bookrecno = s.bookrecno`;

function insertRow(db: Db) {
  const insert = prepare(
    db,
    'INSERT INTO bib_fts (rowid, title, author, subject, publisher, isbn, classno, avail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  return (b: BookText, avail: string) =>
    insert.run(
      b.seq,
      indexText(b.title),
      indexText(b.author),
      indexText(b.subject),
      indexText(b.publisher),
      b.isbn,
      classnoToken(b.classno),
      avail,
    );
}

/** Numbers the titles (newest first) and indexes every one; returns how many. */
export function rebuildSearchIndex(db: Db): number {
  const build = () => {
    db.exec(`INSERT INTO bib_fts (bib_fts) VALUES ('delete-all'); DELETE FROM bib_seq; DELETE FROM bib_dirty;
      INSERT INTO bib_seq (bookrecno) SELECT bookrecno FROM books ORDER BY pubdate DESC, bookrecno DESC;`);
    const copies = new Map<number, [string, number][]>();
    for (const [bookrecno, curlib, state] of select<[number, string, number]>(
      db,
      'SELECT bookrecno, curlib, state FROM holdings',
    )
      .raw()
      .all()) {
      let list = copies.get(bookrecno);
      if (!list) {
        list = [];
        copies.set(bookrecno, list);
      }
      list.push([curlib, state]);
    }
    const insert = insertRow(db);
    // In batches: the connection cannot write while a statement is still being read.
    const batch = select<BookText>(db, `${BOOK_TEXT} WHERE s.seq > ? ORDER BY s.seq LIMIT 5000`);
    let count = 0;
    for (let last = 0; ; ) {
      const books = batch.all(last);
      if (!books.length) break;
      for (const b of books) insert(b, availText(copies.get(b.bookrecno) ?? []));
      count += books.length;
      last = books[books.length - 1]!.seq;
    }
    db.exec("INSERT INTO bib_fts (bib_fts) VALUES ('optimize');");
    return count;
  };
  return db.inTransaction ? build() : db.transaction(build)();
}

/** Re-indexes the titles whose copies changed since the last search (bib_dirty). */
export function syncSearchIndex(db: Db): void {
  const dirty = select<number>(db, 'SELECT bookrecno FROM bib_dirty').pluck().all();
  if (!dirty.length) return;
  db.transaction(() => {
    const book = select<BookText>(db, `${BOOK_TEXT} WHERE s.bookrecno = ?`);
    const copies = select<[string, number]>(db, 'SELECT curlib, state FROM holdings WHERE bookrecno = ?').raw();
    const remove = prepare(db, 'DELETE FROM bib_fts WHERE rowid = ?');
    const insert = insertRow(db);
    for (const bookrecno of dirty) {
      const b = book.get(bookrecno);
      if (!b) continue;
      remove.run(b.seq);
      insert(b, availText(copies.all(bookrecno)));
    }
    prepare(db, 'DELETE FROM bib_dirty').run();
  })();
}

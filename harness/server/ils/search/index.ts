/**
 * The catalogue's search index: `bib_fts`, a contentless FTS5 table (rowid = books.bookrecno)
 * over the title, author, subject and publisher, each stored as the bigram tokens of text.ts.
 * Built in one pass when the catalogue is seeded (and by migration 5 for a database seeded
 * before it); the catalogue does not change at run time, so nothing keeps it up to date after.
 */
import type { Db } from '../../infra/db.js';
import { indexText } from './text.js';

/** The index table (schema/005-catalogue.ts creates it with this statement). */
export const CREATE_INDEX_SQL = `
CREATE VIRTUAL TABLE IF NOT EXISTS bib_fts USING fts5(
  title, author, subject, publisher,
  content = '', contentless_delete = 1, tokenize = 'unicode61', prefix = '1');`;

interface BookText {
  bookrecno: number;
  title: string;
  author: string;
  subject: string;
  publisher: string;
}

/** Empties the index and indexes every title of `books` (run inside the caller's transaction or not). */
export function rebuildSearchIndex(db: Db): number {
  const build = () => {
    db.exec("INSERT INTO bib_fts (bib_fts) VALUES ('delete-all');");
    const insert = db.prepare('INSERT INTO bib_fts (rowid, title, author, subject, publisher) VALUES (?, ?, ?, ?, ?)');
    const books = db.prepare('SELECT bookrecno, title, author, subject, publisher FROM books ORDER BY bookrecno');
    let count = 0;
    for (const b of books.iterate() as IterableIterator<BookText>) {
      insert.run(b.bookrecno, indexText(b.title), indexText(b.author), indexText(b.subject), indexText(b.publisher));
      count++;
    }
    db.exec("INSERT INTO bib_fts (bib_fts) VALUES ('optimize');");
    return count;
  };
  return db.inTransaction ? build() : db.transaction(build)();
}

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateCatalogue, isbn13CheckDigit, type Book, type Holding } from '../../harness/server/seed/catalogue.js';
import { LIBRARIES, LOCATIONS } from '../../harness/server/seed/data/libraries.js';

/** ISBN-13 check, written independently of the generator: weights 1,3,1,3... sum to 0 mod 10. */
function isValidIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

const SEED = 20240601;
let full: { books: Book[]; holdings: Holding[] } | undefined;
/** The full-size catalogue the harness seeds, generated once for the suites that need volume. */
function catalogue30k() {
  full ??= generateCatalogue({ titles: 30000, seed: SEED });
  return full;
}

// ---

const Isbn = suite('isbn13CheckDigit');

Isbn('matches printed ISBNs', () => {
  assert.is(isbn13CheckDigit('978702000220'), '7'); // 红楼梦, 人民文学出版社
  assert.is(isbn13CheckDigit('978753669293'), '0'); // 三体, 重庆出版社
  assert.is(isbn13CheckDigit('978030640615'), '7');
  assert.is(isbn13CheckDigit('978754425399'), '4'); // 百年孤独, 南海出版公司
  assert.is(isbn13CheckDigit('978750636543'), '7'); // 活着, 作家出版社
});

Isbn('rejects anything but 12 digits', () => {
  assert.throws(() => isbn13CheckDigit('97870200022'));
  assert.throws(() => isbn13CheckDigit('9787020002207'));
  assert.throws(() => isbn13CheckDigit('97870200022X'));
});

Isbn.run();

// ---

const Determinism = suite('catalogue determinism');

Determinism('the same seed gives the same catalogue', () => {
  const a = generateCatalogue({ titles: 2000, seed: 7 });
  const b = generateCatalogue({ titles: 2000, seed: 7 });
  assert.equal(a, b);
});

Determinism('a different seed gives a different catalogue', () => {
  const a = generateCatalogue({ titles: 2000, seed: 7 });
  const b = generateCatalogue({ titles: 2000, seed: 8 });
  const differing = a.books.filter((book, i) => book.title !== b.books[i]!.title || book.isbn !== b.books[i]!.isbn);
  assert.ok(differing.length > 1500, `only ${differing.length} of 2000 titles differ`);
  assert.not.equal(
    a.holdings.map((h) => h.state),
    b.holdings.map((h) => h.state),
  );
});

Determinism('a larger catalogue starts with the smaller one', () => {
  const small = generateCatalogue({ titles: 800, seed: SEED });
  const large = generateCatalogue({ titles: 3000, seed: SEED });
  assert.equal(large.books.slice(0, 800), small.books);
  assert.equal(large.holdings.slice(0, small.holdings.length), small.holdings);
});

Determinism('rejects a bad title count', () => {
  assert.throws(() => generateCatalogue({ titles: -1, seed: 1 }));
  assert.throws(() => generateCatalogue({ titles: 1.5, seed: 1 }));
  assert.throws(() => generateCatalogue({ titles: 10, seed: Number.NaN }));
});

Determinism.run();

// ---

const Counts = suite('catalogue counts and identity');

Counts('exactly the requested number of titles, numbered 1..N', () => {
  for (const titles of [0, 5, 40, 1000]) {
    const { books, holdings } = generateCatalogue({ titles, seed: 3 });
    assert.is(books.length, titles);
    assert.equal(
      books.map((b) => b.bookrecno),
      Array.from({ length: titles }, (_, i) => i + 1),
    );
    if (titles === 0) assert.is(holdings.length, 0);
  }
});

Counts('every title has 1 to 5 copies', () => {
  const { books, holdings } = catalogue30k();
  const copies = new Map<number, number>();
  for (const h of holdings) copies.set(h.bookrecno, (copies.get(h.bookrecno) ?? 0) + 1);
  for (const b of books) {
    const n = copies.get(b.bookrecno) ?? 0;
    assert.ok(n >= 1 && n <= 5, `${b.bookrecno} has ${n} copies`);
  }
  const average = holdings.length / books.length;
  assert.ok(average > 2 && average < 3, `average ${average} copies`);
});

Counts('bookrecno, barcode and ISBN are unique', () => {
  const { books, holdings } = catalogue30k();
  assert.is(new Set(books.map((b) => b.bookrecno)).size, books.length);
  assert.is(new Set(holdings.map((h) => h.barcode)).size, holdings.length);
  assert.is(new Set(books.map((b) => b.isbn)).size, books.length);
  for (const h of holdings) assert.match(h.barcode, /^A\d{9}$/);
});

Counts.run();

// ---

const Metadata = suite('catalogue metadata');

Metadata('every ISBN is a valid 978-7 ISBN-13', () => {
  for (const b of catalogue30k().books) {
    assert.ok(b.isbn.startsWith('9787'), b.isbn);
    assert.ok(isValidIsbn13(b.isbn), `${b.isbn} (${b.title})`);
    assert.is(isbn13CheckDigit(b.isbn.slice(0, 12)), b.isbn[12]);
  }
});

Metadata('class numbers look like CLC and call numbers extend them', () => {
  for (const b of catalogue30k().books) {
    assert.match(b.classno, /^[A-Z]{1,2}(\d+(\.\d+)?)?(-\d+)?$/, b.classno);
    assert.ok(b.callno.startsWith(`${b.classno}/`), b.callno);
    assert.match(b.callno.slice(b.classno.length + 1), /^[1-9]\d{0,2}$/);
  }
});

Metadata('the main CLC classes are all there, literature the largest', () => {
  const { books } = catalogue30k();
  const byClass = new Map<string, number>();
  for (const b of books) byClass.set(b.classno[0]!, (byClass.get(b.classno[0]!) ?? 0) + 1);
  for (const top of ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'X', 'Z']) {
    assert.ok((byClass.get(top) ?? 0) > 0, `no titles in class ${top}`);
  }
  const literature = (byClass.get('I') ?? 0) / books.length;
  assert.ok(literature > 0.25 && literature < 0.5, `literature share ${literature}`);
});

Metadata('dates, prices and pages stay in range; dates lean recent', () => {
  const { books } = catalogue30k();
  let recent = 0;
  for (const b of books) {
    assert.match(b.pubdate, /^\d{4}(-(0[1-9]|1[0-2]))?$/, b.pubdate);
    const year = Number(b.pubdate.slice(0, 4));
    assert.ok(year >= 1980 && year <= 2026, b.pubdate);
    if (year >= 2017) recent++;
    assert.ok(Number.isInteger(b.price) && b.price >= 1500 && b.price <= 19800, `${b.title}: ${b.price}`);
    assert.ok(Number.isInteger(b.pages) && b.pages >= 80 && b.pages <= 900, `${b.title}: ${b.pages}`);
  }
  const share = recent / books.length;
  assert.ok(share > 0.4 && share < 0.7, `share of the last ten years ${share}`);
});

Metadata('titles, authors, publishers and summaries read as Chinese catalogue data', () => {
  const { books } = catalogue30k();
  const han = /[\u4e00-\u9fff]/;
  for (const b of books) {
    assert.ok(b.title.length > 0 && b.author.length > 0 && b.subject.length > 0, String(b.bookrecno));
    assert.match(b.publisher, /(出版社|书局|印书馆|书店|出版公司|书社)$/);
    assert.ok(han.test(b.summary), b.summary);
    const sentences = b.summary.split(/[。！？]”?/).filter(Boolean).length;
    assert.ok(sentences >= 1 && sentences <= 3 && /[。！？]”?$/.test(b.summary), b.summary);
  }
  assert.ok(
    books.some((b) => /^\[美\] \S+·\S+ 著 ; \S+ 译$/.test(b.author)),
    'no translated American author',
  );
  assert.ok(
    books.some((b) => / 主编$/.test(b.author)),
    'no 主编',
  );
  const distinctTitles = new Set(books.map((b) => b.title)).size;
  assert.ok(distinctTitles > books.length * 0.7, `only ${distinctTitles} distinct titles`);
});

Metadata('well-known classics come first and can be found', () => {
  const { books } = catalogue30k();
  assert.is(books[0]!.title, '红楼梦');
  const expect: [string, string][] = [
    ['红楼梦', '曹雪芹'],
    ['活着', '余华'],
    ['平凡的世界', '路遥'],
    ['三体', '刘慈欣'],
    ['围城', '钱锺书'],
    ['边城', '沈从文'],
    ['白鹿原', '陈忠实'],
    ['骆驼祥子', '老舍'],
  ];
  for (const [title, author] of expect) {
    const book = books.slice(0, 50).find((b) => b.title === title);
    assert.ok(book, `${title} missing`);
    assert.ok(book!.author.includes(author), `${title}: ${book!.author}`);
  }
});

Metadata.run();

// ---

const Holdings = suite('catalogue holdings');

Holdings('state distribution is roughly 75/15/5/3/2 (在馆/借出/在编/锁定/丢失)', () => {
  const { holdings } = catalogue30k();
  const count = [0, 0, 0, 0, 0];
  for (const h of holdings) count[h.state]!++;
  const share = count.map((n) => n / holdings.length);
  const expected: [number, number, number][] = [
    [0, 0.04, 0.06],
    [1, 0.72, 0.78],
    [2, 0.13, 0.17],
    [3, 0.02, 0.04],
    [4, 0.01, 0.03],
  ];
  for (const [state, lo, hi] of expected) {
    assert.ok(share[state]! > lo && share[state]! < hi, `state ${state}: ${share[state]}`);
  }
});

Holdings('holdings point at existing books, libraries and locations', () => {
  const { books, holdings } = catalogue30k();
  const byRecno = new Map(books.map((b) => [b.bookrecno, b]));
  const libraries = new Set(LIBRARIES.map((l) => l.code));
  const locations = new Map(LOCATIONS.map((l) => [l.code, l.libcode]));
  for (const h of holdings) {
    const book = byRecno.get(h.bookrecno);
    assert.ok(book, `holding ${h.barcode} of missing book ${h.bookrecno}`);
    assert.is(h.callno, book!.callno);
    assert.ok(libraries.has(h.libcode) && libraries.has(h.curlib), `${h.barcode}: ${h.libcode}/${h.curlib}`);
    assert.is(locations.get(h.curlocal), h.curlib, `${h.barcode}: ${h.curlocal} is not in ${h.curlib}`);
  }
  const moved = holdings.filter((h) => h.curlib !== h.libcode);
  assert.ok(
    moved.every((h) => h.state === 1),
    'only copies on the shelf wait at another branch',
  );
});

Holdings("children's books live mostly at the children's library, adult novels never", () => {
  const { books, holdings } = catalogue30k();
  const classOf = new Map(books.map((b) => [b.bookrecno, b.classno]));
  const kids = holdings.filter((h) => classOf.get(h.bookrecno)!.startsWith('I287'));
  const atEt = kids.filter((h) => h.libcode === 'SXLIB-ET').length / kids.length;
  assert.ok(atEt > 0.6, `children's copies at SXLIB-ET: ${atEt}`);
  const novels = holdings.filter((h) => classOf.get(h.bookrecno) === 'I247.5');
  assert.is(novels.filter((h) => h.libcode === 'SXLIB-ET').length, 0);
  assert.ok(novels.filter((h) => h.libcode === 'SXLIB').length > novels.length * 0.4);
});

Holdings('libraries and locations dictionaries', () => {
  assert.equal(
    LIBRARIES.map((l) => l.code),
    ['SXLIB', 'SXLIB-CN', 'SXLIB-HX', 'SXLIB-ET'],
  );
  assert.is(new Set(LOCATIONS.map((l) => l.code)).size, LOCATIONS.length);
  for (const lib of LIBRARIES) {
    assert.ok(LOCATIONS.filter((l) => l.libcode === lib.code).length >= 3, `${lib.code} has few locations`);
  }
  const used = new Set(catalogue30k().holdings.map((h) => h.curlocal));
  for (const code of ['ZWJY', 'WXTS', 'SKTS', 'ZRKX', 'WWTS', 'CN-ZW', 'HX-ZW', 'ET-SE', 'ET-HB']) {
    assert.ok(used.has(code), `no copy shelved at ${code}`);
  }
});

Holdings.run();

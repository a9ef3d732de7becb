/**
 * The 我要荐购 form's fields and their checks, before anything is sent: the library system checks
 * again with the same messages (SUGGESTION_RULES; the ISBN as the catalogue search reads it).
 */
import { titleTextLength } from '../../api/contract/comments';
import { SUGGESTION_RULES } from '../../api/contract/recommend';
import { normalizeCode } from '../../api/contract/typed';

export interface SuggestionDraft {
  title: string;
  author: string;
  isbn: string;
  publisher: string;
  reason: string;
}

export type SuggestionField = keyof SuggestionDraft;

export const EMPTY_DRAFT: SuggestionDraft = { title: '', author: '', isbn: '', publisher: '', reason: '' };

/** The fields a link may fill in (/books/recommend?tab=suggest&title=…&author=…&isbn=…&publisher=…). */
export const PREFILL_FIELDS = ['title', 'author', 'isbn', 'publisher'] as const;

export function draftFromQuery(params: URLSearchParams): SuggestionDraft {
  const draft = { ...EMPTY_DRAFT };
  for (const field of PREFILL_FIELDS) draft[field] = (params.get(field) ?? '').trim().slice(0, 100);
  return draft;
}

/** Each field trimmed (a reason keeps its inner line breaks). */
export function trimmedDraft(draft: SuggestionDraft): SuggestionDraft {
  return {
    title: draft.title.trim(),
    author: draft.author.trim(),
    // Typed by hand: full-width digits, blanks and a lower-case x made right (hyphens may stay).
    isbn: normalizeCode(draft.isbn),
    publisher: draft.publisher.trim(),
    reason: draft.reason.trim(),
  };
}

function isbnCheck(digits: string): boolean {
  if (digits.length === 13) {
    const total = [...digits.slice(0, 12)].reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 3 : 1), 0);
    return String((10 - (total % 10)) % 10) === digits[12];
  }
  const total = [...digits.slice(0, 9)].reduce((sum, d, i) => sum + Number(d) * (10 - i), 0);
  const check = (11 - (total % 11)) % 11;
  return (check === 10 ? 'X' : String(check)) === digits[9];
}

/** An ISBN as typed: '' when it is a valid ISBN-10 or -13 (hyphens and blanks ignored), else why not. */
export function isbnProblem(text: string): string {
  const digits = text.normalize('NFKC').replace(/[-\s]/g, '').toUpperCase();
  if (!/^\d{13}$/.test(digits) && !/^\d{9}[\dX]$/.test(digits)) return SUGGESTION_RULES.isbnFormat;
  return isbnCheck(digits) ? '' : SUGGESTION_RULES.isbnCheck;
}

/** The first field that is not right, with why; null when the draft may be sent. */
export function draftProblem(input: SuggestionDraft): { field: SuggestionField; message: string } | null {
  const draft = trimmedDraft(input);
  const rules = SUGGESTION_RULES;
  if (!draft.title) return { field: 'title', message: rules.titleRequired };
  if (!rules.title.pattern.test(draft.title)) return { field: 'title', message: rules.title.message };
  if (titleTextLength(draft.title) < rules.titleMinText) return { field: 'title', message: rules.titleTextMessage };
  if (draft.author && !rules.author.pattern.test(draft.author))
    return { field: 'author', message: rules.author.message };
  if (draft.isbn) {
    const problem = isbnProblem(draft.isbn);
    if (problem) return { field: 'isbn', message: problem };
  }
  if (draft.publisher && !rules.publisher.pattern.test(draft.publisher)) {
    return { field: 'publisher', message: rules.publisher.message };
  }
  if (draft.reason && !rules.reason.pattern.test(draft.reason))
    return { field: 'reason', message: rules.reason.message };
  return null;
}

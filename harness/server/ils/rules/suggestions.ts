/** Purchase suggestions (荐购): what a reader may suggest, and when the library says no. */
import { titleTextLength } from '../../../../src/api/contract/comments.js';
import { SUGGESTION_RULES } from '../../../../src/api/contract/recommend.js';
import type { CardState } from '../../../../src/api/contract/index.js';
import { cardStateRefusal } from './readers.js';

/** What the reader typed (trimmed; '' when left out). */
export interface SuggestionInput {
  title: string;
  author: string;
  isbn: string;
  publisher: string;
  reason: string;
}

/** What the library knows when a reader suggests a title. */
export interface SuggestionFacts {
  /** The card's effective state. */
  cardState: CardState;
  /** The ISBN as ISBN-13 ('' when none was given), or why it is not one. */
  isbn: { isbn: string } | { error: string };
  /**
   * The catalogue's title with this ISBN or this title (titleKey), with a copy that circulates;
   * null when the library has none.
   */
  held: { bookrecno: number; callno: string } | null;
  /** The reader's open suggestions (待处理 or 采购中): their titles and ISBN-13s. */
  open: { title: string; isbn: string }[];
  /** Suggestions the reader made in the last `limitDays` days (every state). */
  recentCount: number;
}

export interface SuggestionPolicy {
  limit: number;
  limitDays: number;
}

export const SUGGESTION_POLICY: SuggestionPolicy = {
  limit: SUGGESTION_RULES.limit,
  limitDays: SUGGESTION_RULES.limitDays,
};

/** A title as compared for "the same book": width-folded, case, blanks and punctuation ignored. */
export function titleKey(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, '');
}

/** The fields' own rules (also the form's): '' or the first field's message. */
export function suggestionInputRefusal(input: SuggestionInput): string {
  const rules = SUGGESTION_RULES;
  if (!input.title) return rules.titleRequired;
  if (!rules.title.pattern.test(input.title)) return rules.title.message;
  if (titleTextLength(input.title) < rules.titleMinText) return rules.titleTextMessage;
  if (input.author && !rules.author.pattern.test(input.author)) return rules.author.message;
  if (input.publisher && !rules.publisher.pattern.test(input.publisher)) return rules.publisher.message;
  if (input.reason && !rules.reason.pattern.test(input.reason)) return rules.reason.message;
  return '';
}

/** The answer when the catalogue holds the title: 馆内已有此书 and its call number. */
export function heldMessage(held: { callno: string }): string {
  return held.callno ? `${SUGGESTION_RULES.held}（索书号 ${held.callno}）` : SUGGESTION_RULES.held;
}

/**
 * A suggestion, in this order: the fields (a real title: at least 2 letters, CJK characters or digits),
 * the ISBN, the card, the library has the title already (same ISBN or same title, with a copy
 * that circulates), the reader already suggested it and it is still open (same ISBN or same
 * title), and at most `limit` suggestions per `limitDays` days. A held title is refused before the
 * quota is looked at, so it never uses it.
 */
export function suggestionRefusal(
  input: SuggestionInput,
  facts: SuggestionFacts,
  policy: SuggestionPolicy = SUGGESTION_POLICY,
): string {
  const fields = suggestionInputRefusal(input);
  if (fields) return fields;
  if ('error' in facts.isbn) return facts.isbn.error;
  const card = cardStateRefusal(facts.cardState);
  if (card) return card;
  if (facts.held) return heldMessage(facts.held);
  const isbn = facts.isbn.isbn;
  const key = titleKey(input.title);
  if (facts.open.some((s) => (isbn && s.isbn === isbn) || titleKey(s.title) === key)) {
    return '您已荐购过这本书，请等待处理';
  }
  if (facts.recentCount >= policy.limit) return `${policy.limitDays}天内最多荐购${policy.limit}本，请稍后再试`;
  return '';
}

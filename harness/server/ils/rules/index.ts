/**
 * The library's rules as pure functions over plain data. Each `…Refusal` returns '' when the
 * operation may go ahead, or the Chinese reason it may not: the message the caller sees. Domain
 * operations gather the facts from the database; these decide. docs/API.md lists every message.
 *
 * Shape (loan, transfer, redeem ... and the rules to come): `xRefusal(reader, facts about the
 * thing, policy)`, checking the reader's card first (cardStateRefusal / borrowerRefusal), then
 * the thing.
 */
export * from './readers.js';
export * from './circulation.js';
export * from './reservations.js';
export * from './payments.js';
export * from './cardServices.js';
export * from './comments.js';
export * from './suggestions.js';
export * from './onSite.js';
export * from './transfer.js';
export * from './points.js';
export * from './gifts.js';
export * from './sharing.js';
export * from './reminders.js';
export * from './noShows.js';
export * from './spaces.js';
export * from './events.js';

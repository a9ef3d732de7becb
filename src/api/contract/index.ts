/** The contract, one module per area (see envelope.ts). */
export * from './envelope';
export * from './auth';
export * from './service';
export * from './offiaccount';
export * from './hunter';
export * from './rdrno';
export * from './readers';
export * from './loans';
// Types only: the card input rules (a runtime value) are imported from './cards' by the screens
// that use them, so the first route, which imports this index, does not carry them.
export type * from './cards';
export type * from './catalogue';
export type * from './favorites';
// Types only: COMMENT_RULES comes from './comments' where it is used.
export type * from './comments';
// Types only: SUGGESTION_RULES and the state names come from './recommend' where they are used.
export type * from './recommend';
export type * from './borrow';
// Types only: the QR prefix and the code's pattern come from './transfer' where they are used.
export type * from './transfer';
export type * from './points';
// Types only: ADDRESS_RULES and addressProblem come from './address' where they are used.
export type * from './address';
export type * from './gifts';
// Types only: MESSAGE_CATEGORIES, MESSAGE_RULES and messageProblem come from './messages' where they are used.
export type * from './messages';
// Types only: the rules and checks of photos and read-aloud come from their own modules.
export type * from './photos';
export type * from './aloud';
// Types only: E_RESOURCE_ACCESS comes from './content' where it is used.
export type * from './content';
export type * from './libraries';
// Types only: the kinds and their names come from './subscribe' where they are used.
export type * from './subscribe';
// Types only: the kinds, rules and QR prefixes come from './events' and './spaces' where they are used.
export type * from './events';
export type * from './spaces';

/**
 * Migration 18, reminders readers subscribe to (docs/API.md, "Subscriptions"):
 * - subscriptions: one row per template a WeChat user accepted (one-time: WeChat allows one
 *   message per acceptance); `spent_at` is set when a message used it up;
 * - service_notifications: the messages sent, as the emulated WeChat shows them in the user's
 *   服务通知; `key` names the event a message is about, so none is sent twice.
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, openid TEXT NOT NULL, kind TEXT NOT NULL,
  template_id TEXT NOT NULL, created_at INTEGER NOT NULL, spent_at INTEGER);
CREATE INDEX subscriptions_user ON subscriptions (openid, kind, spent_at);
CREATE TABLE service_notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT, openid TEXT NOT NULL, kind TEXT NOT NULL,
  template_id TEXT NOT NULL, key TEXT NOT NULL, rdrno TEXT NOT NULL, title TEXT NOT NULL,
  page TEXT NOT NULL, data TEXT NOT NULL, sent_at INTEGER NOT NULL,
  UNIQUE (openid, key));
CREATE INDEX service_notifications_user ON service_notifications (openid, sent_at);
`;

export const subscriptionsSchema: Migration = {
  version: 18,
  description: 'subscribed reminders and the service notifications sent',
  up: (db) => db.exec(SQL),
};

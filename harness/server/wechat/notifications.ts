/**
 * The emulated WeChat's 服务通知 (service notifications): the subscribe messages an official
 * account sent a user (`/cgi-bin/message/subscribe/bizsend`: touser, template_id, page, data), as
 * the client lists them. The vendor platform sends through `sendSubscribeMessage`; the control API
 * and the harness page read them (control/reminderRoutes.ts).
 */
import type { SubscribeKind } from '../../../src/api/contract/subscribe.js';
import { type Db, select, prepare } from '../infra/db.js';
import type { ServiceNotificationRow } from '../infra/rows.js';
import { cstDateTime } from '../infra/util.js';

export type MessageData = Record<string, { value: string }>;

/** What bizsend carries, and what the notification is headed with and is about. */
export interface SubscribeMessage {
  touser: string;
  template_id: string;
  /** The in-app path the message opens. */
  page: string;
  data: MessageData;
  kind: SubscribeKind;
  title: string;
  /** The event it is about: one notification per user and key. */
  key: string;
  rdrno: string;
}

export interface ServiceNotification {
  id: number;
  kind: SubscribeKind;
  template_id: string;
  title: string;
  page: string;
  data: MessageData;
  rdrno: string;
  key: string;
  /** YYYY-MM-DD HH:mm:ss (China time). */
  sent_at: string;
}

function shown(row: ServiceNotificationRow): ServiceNotification {
  return {
    id: row.id,
    kind: row.kind as SubscribeKind,
    template_id: row.template_id,
    title: row.title,
    page: row.page,
    data: JSON.parse(row.data) as MessageData,
    rdrno: row.rdrno,
    key: row.key,
    sent_at: cstDateTime(row.sent_at),
  };
}

/** Delivers a message; false when the user already has one about the same event (nothing kept). */
export function sendSubscribeMessage(db: Db, message: SubscribeMessage, now: number): boolean {
  const result = prepare(
    db,
    `INSERT OR IGNORE INTO service_notifications (openid, kind, template_id, key, rdrno, title, page, data, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.touser,
    message.kind,
    message.template_id,
    message.key,
    message.rdrno,
    message.title,
    message.page,
    JSON.stringify(message.data),
    now,
  );
  return result.changes === 1;
}

/** Whether the user was sent a message about this event. */
export function wasSent(db: Db, openid: string, key: string): boolean {
  return !!prepare(db, 'SELECT 1 FROM service_notifications WHERE openid = ? AND key = ?').get(openid, key);
}

/** The user's service notifications, newest first. */
export function listNotifications(db: Db, openid: string, limit = 100): ServiceNotification[] {
  return select<ServiceNotificationRow>(
    db,
    'SELECT * FROM service_notifications WHERE openid = ? ORDER BY sent_at DESC, id DESC LIMIT ?',
  )
    .all(openid, limit)
    .map(shown);
}

/**
 * The reminders a WeChat user subscribed to (one-time subscribe messages): one row per template
 * accepted on the phone, spent by the message it allowed (platform/reminders.ts). Kept by openid.
 * docs/API.md, "Subscriptions".
 */
import {
  SUBSCRIBE_KINDS,
  SUBSCRIBE_NAMES,
  SUBSCRIBE_RULES,
  type SubscribeKind,
  type Subscription,
} from '../../../src/api/contract/subscribe.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, scalar, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate } from '../infra/util.js';

const TEMPLATES = harnessConfig.reminders.templates;

/** The kind a template id is for, or undefined for an id the library does not use. */
export function kindOfTemplate(templateId: string): SubscribeKind | undefined {
  return SUBSCRIBE_KINDS.find((kind) => TEMPLATES[kind] === templateId);
}

/** The kinds named by `template_ids` (comma-separated), or the refusal. */
export function parseTemplateIds(text: string): SubscribeKind[] {
  const ids = text.split(',').map((id) => id.trim());
  if (ids.some((id) => !id)) throw new InputError('订阅模板 template_ids 格式错误');
  const kinds = ids.map((id) => kindOfTemplate(id));
  if (kinds.some((kind) => kind === undefined)) throw new InputError('订阅模板不存在');
  if (new Set(kinds).size !== kinds.length) throw new InputError('订阅模板重复');
  return kinds as SubscribeKind[];
}

const remaining = (db: Db, openid: string, kind: SubscribeKind) =>
  scalar<number>(
    db,
    'SELECT COUNT(*) FROM subscriptions WHERE openid = ? AND kind = ? AND spent_at IS NULL',
    openid,
    kind,
  )!;

/** subscribe/list: every kind, with how many messages of it the library may still send. */
export function listSubscriptions(db: Db, openid: string): Subscription[] {
  return SUBSCRIBE_KINDS.map((kind) => ({
    kind,
    name: SUBSCRIBE_NAMES[kind],
    template_id: TEMPLATES[kind],
    remaining: remaining(db, openid, kind),
  }));
}

/** subscribe/save: one more message of each kind; all or nothing. */
export function addSubscriptions(db: Db, openid: string, kinds: SubscribeKind[], now: number): Subscription[] {
  return db.transaction(() => {
    for (const kind of kinds) {
      if (remaining(db, openid, kind) >= SUBSCRIBE_RULES.perKind) {
        throw new InputError(`${SUBSCRIBE_NAMES[kind]}最多可累计订阅${SUBSCRIBE_RULES.perKind}次`);
      }
    }
    const insert = prepare(db, 'INSERT INTO subscriptions (openid, kind, template_id, created_at) VALUES (?, ?, ?, ?)');
    for (const kind of kinds) insert.run(openid, kind, TEMPLATES[kind], now);
    return listSubscriptions(db, openid);
  })();
}

/** Spends the user's oldest unspent subscription of `kind`; false when there is none. */
export function spendSubscription(db: Db, openid: string, kind: SubscribeKind, now: number): boolean {
  const result = prepare(
    db,
    `UPDATE subscriptions SET spent_at = ? WHERE id = (
         SELECT id FROM subscriptions WHERE openid = ? AND kind = ? AND spent_at IS NULL ORDER BY id LIMIT 1)`,
  ).run(now, openid, kind);
  return result.changes === 1;
}

/** The day (China time) of the user's oldest unspent subscription of `kind`, or null. */
export function unspentSince(db: Db, openid: string, kind: SubscribeKind): string | null {
  const at = scalar<number | null>(
    db,
    'SELECT MIN(created_at) FROM subscriptions WHERE openid = ? AND kind = ? AND spent_at IS NULL',
    openid,
    kind,
  );
  return at == null ? null : cstDate(at);
}

/** The users holding an unspent subscription of any kind. */
export function subscribedUsers(db: Db): string[] {
  return prepare(db, 'SELECT DISTINCT openid FROM subscriptions WHERE spent_at IS NULL ORDER BY openid')
    .pluck()
    .all() as string[];
}

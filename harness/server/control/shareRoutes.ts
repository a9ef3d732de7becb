/**
 * The phone's sharing set-up (under /__harness/api/share): the bridge reports each document's
 * share cards and hidden ··· menu items (a new document reports an empty state), and tests read
 * the latest report (of one document, the report of its latest change). Kept in memory for the server's life (it describes the phone, not the data:
 * a data reset leaves it). Envelope {code, message, data}; a malformed report is code 0.
 */
import type { Hono } from 'hono';
import type { ShareCard, ShareKind, ShareSnapshot, TimelineCard } from '../../bridge/share.js';
import { readJson } from './guard.js';
import { fail } from './stateRoutes.js';

const MAX_TEXT = 2000;
const MAX_ITEMS = 100;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function checkCard(value: unknown, withDesc: true): ShareCard | null | undefined;
function checkCard(value: unknown, withDesc: false): TimelineCard | null | undefined;
/** null: no card; undefined: not a card. */
function checkCard(value: unknown, withDesc: boolean): ShareCard | TimelineCard | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const { title, desc, link, imgUrl } = value;
  if (!isText(title) || !isText(link) || !isText(imgUrl)) return undefined;
  if (!withDesc) return { title, link, imgUrl };
  return isText(desc) ? { title, desc, link, imgUrl } : undefined;
}

function strings(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_ITEMS) return undefined;
  return value.every((item) => typeof item === 'string' && item.length <= 100) ? (value as string[]) : undefined;
}

/** A report from the bridge, or null when it is not one. */
export function checkSnapshot(body: Record<string, unknown>): ShareSnapshot | null {
  const appMessage = checkCard(body.appMessage, true);
  const timeline = checkCard(body.timeline, false);
  const legacy = strings(body.legacy);
  const hiddenMenuItems = strings(body.hiddenMenuItems);
  const { pageUrl, documentId, seq } = body;
  if (!isText(pageUrl) || typeof documentId !== 'string' || documentId.length > 100) return null;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return null;
  if (appMessage === undefined || timeline === undefined || !legacy || !hiddenMenuItems) return null;
  if (!legacy.every((kind) => kind === 'appMessage' || kind === 'timeline')) return null;
  if (typeof body.optionMenuHidden !== 'boolean') return null;
  return {
    pageUrl,
    documentId,
    seq,
    appMessage,
    timeline,
    legacy: legacy as ShareKind[],
    hiddenMenuItems: [...new Set(hiddenMenuItems)].sort(),
    optionMenuHidden: body.optionMenuHidden,
  };
}

const EMPTY: ShareSnapshot = {
  pageUrl: '',
  documentId: '',
  seq: 0,
  appMessage: null,
  timeline: null,
  legacy: [],
  hiddenMenuItems: [],
  optionMenuHidden: false,
};

/** The snapshot with what the ··· menu offers: each item true unless the page hid it (or the ··· button). */
function described(snapshot: ShareSnapshot) {
  const shown = (item: string) => !snapshot.optionMenuHidden && !snapshot.hiddenMenuItems.includes(item);
  return {
    ...snapshot,
    menu: {
      appMessage: shown('menuItem:share:appMessage'),
      timeline: shown('menuItem:share:timeline'),
      copyUrl: shown('menuItem:copyUrl'),
      openWithSafari: shown('menuItem:openWithSafari'),
    },
  };
}

export function shareRoutes(harness: Hono): void {
  let latest: ShareSnapshot = EMPTY;

  harness.get('/api/share', (c) => c.json({ code: 1, message: '成功', data: described(latest) }));
  harness.post('/api/share', async (c) => {
    const snapshot = checkSnapshot(await readJson(c));
    if (!snapshot) return fail(c, '分享状态格式错误');
    // Reports travel fire and forget: an older state of the same document may arrive late.
    const stale = snapshot.documentId === latest.documentId && snapshot.seq < latest.seq;
    if (!stale) latest = snapshot;
    return c.json({ code: 1, message: stale ? '已忽略较早的状态' : '已记录', data: described(latest) });
  });
  harness.delete('/api/share', (c) => {
    latest = EMPTY;
    return c.json({ code: 1, message: '已清空分享状态', data: described(latest) });
  });
}

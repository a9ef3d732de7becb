/** Calls to the control API (envelope {code, message, data}) and the page's own helpers. */
import type { ColorScheme, TextSize } from '../../bridge/displaySettings';
import { CONTROL, type FaultSettings, type InteractiveApi, type Policy } from '../../bridge/protocol';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export class ControlError extends Error {}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ControlError('连不上调试服务器，请确认 npm start 仍在运行');
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ControlError(`调试服务器返回了无法识别的内容（HTTP ${response.status}）`);
  }
  if (envelope.code !== 1) throw new ControlError(envelope.message || '操作失败');
  return envelope.data;
}

export interface PersonaCard {
  rdrno: string;
  password: string;
  select: number | boolean;
}

export interface PersonaRow {
  persona: string;
  openid: string;
  nickname: string;
  headimgurl: string;
  description: string;
  cards: PersonaCard[];
}

export interface PersonaList {
  rows: PersonaRow[];
  current: { persona: string; device: string; clientVersion?: string; textSize?: string; colorScheme?: string };
}

export interface Samples {
  books: { barcode: string; isbn: string; title: string }[];
  cards: { rdrno: string; name: string; state: string }[];
  libraries: { code: string; name: string; address: string; latitude: number; longitude: number }[];
  /** Copies to scan on 手机借书, grouped by what the library's rules will say (ils/catalogue.ts copyGroups). */
  copies: { label: string; copies: { barcode: string; title: string }[] }[];
  /**
   * 图书转借 codes waiting to be scanned now, newest first (ils/transfers.ts openTransfers):
   * `qrtext` is what the lender's QR code holds, `expiresin` its seconds left when read.
   */
  transfers: { code: string; qrtext: string; title: string; lendername: string; expiresin: number }[];
  /** The check-in codes at the venues of the next events not ended (ils/eventDesk.ts), by start. */
  venues: { eventid: number; title: string; libname: string; starttime: string; code: string }[];
  /** The codes on the study spaces' doors (ils/spaceDesk.ts). */
  doors: { spaceid: number; name: string; libname: string; code: string }[];
}

export const controlApi = {
  personas: () => call<PersonaList>('GET', CONTROL.personas),
  setPersona: (body: {
    persona: string;
    device: string;
    clientVersion: string;
    textSize?: TextSize;
    colorScheme?: ColorScheme;
  }) => call<unknown>('POST', CONTROL.persona, body),
  expireTokens: (platform: boolean) => call<unknown>('POST', CONTROL.expireTokens, { platform }),
  reset: (scale: 'small' | 'full') => call<unknown>('POST', CONTROL.reset, { scale }),
  setPolicy: (api: InteractiveApi, policy: Policy) => call<unknown>('POST', CONTROL.policy, { api, policy }),
  setLocation: (body: { latitude: number; longitude: number; accuracy?: number } | { deny: true }) =>
    call<unknown>('POST', CONTROL.location, body),
  faults: () => call<FaultSettings | null>('GET', CONTROL.faults),
  setFaults: (settings: FaultSettings) => call<unknown>('POST', CONTROL.faults, settings),
  clearFaults: () => call<unknown>('DELETE', CONTROL.faults),
  clearLog: () => call<unknown>('DELETE', CONTROL.log),
  samples: () => call<Samples>('GET', '/__harness/page-api/samples'),
  verifyReaderQrcode: (payload: string) => call<QrcodeVerdict>('POST', CONTROL.verifyReaderQrcode, { payload }),
  /** The checked-in sign-up (its title, name, state name); a refusal throws its message. */
  eventCheckin: (code: string) =>
    call<{ title: string; name: string; statename: string }>('POST', CONTROL.eventCheckin, { code }),
  messages: () => call<{ rows: DeskMessage[] }>('GET', CONTROL.messages).then((data) => data.rows),
  reviews: () => call<{ photos: PendingPhoto[]; works: PendingWork[] }>('GET', CONTROL.reviews),
  reviewPhoto: (id: number, approve: boolean, reason: string) =>
    call<unknown>('POST', `${CONTROL.photos}/${id}/review`, { approve, reason }),
  reviewWork: (id: number, approve: boolean, reason: string) =>
    call<unknown>('POST', `${CONTROL.works}/${id}/review`, { approve, reason }),
  replyMessage: (id: number, reply: string, shown: boolean) =>
    call<DeskMessage>('POST', `${CONTROL.messages}/${id}/reply`, { reply, public: shown }),
};

/** A reader's message as the library's desk sees it (harness/server/platform/messages.ts). */
export interface DeskMessage {
  id: number;
  category: string;
  content: string;
  pictures: string[];
  createtime: string;
  reply: string;
  public: boolean;
  rdrno: string;
  fullname: string;
}

/** A self-service machine's verdict on a reader QR code (harness/server/ils/readerQrcode.ts). */
export interface QrcodeVerdict {
  ok: boolean;
  result: 'valid' | 'expired' | 'forged' | 'card' | 'unknown';
  message: string;
  rdrno?: string;
  name?: string;
  age?: number;
}

/** A photo post waiting for the library's review (harness/server/platform/photos.ts). */
export interface PendingPhoto {
  id: number;
  topic: string;
  text: string;
  pictures: string[];
  createtime: string;
  rdrno: string;
  fullname: string;
}

/** A read-aloud work waiting for the library's review (harness/server/platform/aloud.ts). */
export interface PendingWork {
  id: number;
  contesttitle: string;
  title: string;
  text: string;
  audio: string;
  duration: number;
  createtime: string;
  rdrno: string;
  fullname: string;
}

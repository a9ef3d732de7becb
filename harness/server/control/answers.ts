/**
 * Validation of what testers hand the control API: an API name, an Answer of the right shape for
 * that API, a policy, a location. Each check returns the value or a Chinese message.
 */
import {
  type Answer,
  INTERACTIVE_APIS,
  type InteractiveApi,
  type LocationAnswerData,
  MAX_SUBSCRIBE_TEMPLATES,
  type Policy,
} from '../../bridge/protocol.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const good = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = <T>(message: string): Checked<T> => ({ ok: false, message });

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

export function checkApi(value: unknown): Checked<InteractiveApi> {
  return typeof value === 'string' && (INTERACTIVE_APIS as string[]).includes(value)
    ? good(value as InteractiveApi)
    : bad(`api 只能是 ${INTERACTIVE_APIS.join('、')} 之一`);
}

const POLICIES: Policy[] = ['ask', 'ok', 'cancel', 'fail'];

export function checkPolicy(value: unknown): Checked<Policy> {
  return POLICIES.includes(value as Policy) ? good(value as Policy) : bad('policy 只能是 ask、ok、cancel、fail 之一');
}

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

export function checkLocation(value: unknown): Checked<LocationAnswerData> {
  if (!isObject(value)) return bad('位置须为对象 {latitude, longitude}');
  const { latitude, longitude, accuracy, speed } = value;
  if (!inRange(latitude, -90, 90)) return bad('纬度 latitude 须为 -90 到 90 之间的数字');
  if (!inRange(longitude, -180, 180)) return bad('经度 longitude 须为 -180 到 180 之间的数字');
  if (accuracy !== undefined && !inRange(accuracy, 0, 100000)) return bad('精度 accuracy 须为 0 到 100000 之间的数字');
  if (speed !== undefined && !inRange(speed, -1, 1000)) return bad('速度 speed 须为 -1 到 1000 之间的数字');
  const out: LocationAnswerData = { latitude, longitude };
  if (accuracy !== undefined) out.accuracy = accuracy;
  if (speed !== undefined) out.speed = speed;
  return good(out);
}

const CODE_TYPES = ['QR_CODE', 'EAN_13', 'EAN_8', 'CODE_128'];
const IMAGE_DATA_URL = /^data:image\/(?:jpeg|png|gif|webp);base64,[A-Za-z0-9+/=]+$/;
const MAX_IMAGE_URL = 8 * 1024 * 1024;
const ADDRESS_FIELDS = [
  'userName',
  'postalCode',
  'provinceName',
  'cityName',
  'countryName',
  'detailInfo',
  'nationalCode',
  'telNumber',
];

const SUBSCRIBE_STATUSES = ['accept', 'reject'];
const SUBSCRIBE_FIELDS = ['statuses', 'always'];

/** The subscribe dialog's answer: `{statuses?: {<templateId>: 'accept' | 'reject'}, always?: boolean}`. */
function checkSubscribeData(data: Record<string, unknown>): string | null {
  const extra = Object.keys(data).find((key) => !SUBSCRIBE_FIELDS.includes(key));
  if (extra) return `订阅回答只能有 statuses、always 两项（多了 ${extra.slice(0, 40)}）`;
  if (data.always !== undefined && typeof data.always !== 'boolean') return '总是保持 always 须为 true 或 false';
  if (data.statuses === undefined) return null;
  if (!isObject(data.statuses)) return '订阅结果 statuses 须为对象，如 {"模板id": "accept"}';
  const entries = Object.entries(data.statuses);
  if (entries.length > MAX_SUBSCRIBE_TEMPLATES) return `订阅结果 statuses 最多 ${MAX_SUBSCRIBE_TEMPLATES} 个模板`;
  for (const [id, status] of entries) {
    if (!id || id.length > 128) return '订阅结果 statuses 的模板 id 须为 1 到 128 个字符';
    if (!SUBSCRIBE_STATUSES.includes(status as string)) return '每个模板的订阅结果只能是 accept 或 reject';
  }
  return null;
}

/** `data` of an `ok` answer for `api`; undefined data is fine (the default then). */
function checkData(api: InteractiveApi, data: Record<string, unknown>): string | null {
  switch (api) {
    case 'scanQRCode':
      if (!isText(data.result, 4096) || !data.result) return '扫码结果 result 须为 1 到 4096 个字符';
      if (data.codeType !== undefined && !CODE_TYPES.includes(data.codeType as string)) {
        return `码制 codeType 只能是 ${CODE_TYPES.join('、')} 之一`;
      }
      return null;
    case 'getLocation': {
      const location = checkLocation(data);
      return location.ok ? null : location.message;
    }
    case 'chooseImage': {
      const images = data.images;
      if (!Array.isArray(images) || images.length < 1 || images.length > 9) return '图片 images 须为 1 到 9 张';
      for (const image of images) {
        if (!isObject(image) || !isText(image.name, 200)) return '每张图片须有名称 name';
        if (!isText(image.dataUrl, MAX_IMAGE_URL) || !IMAGE_DATA_URL.test(image.dataUrl)) {
          return '每张图片须为 data:image/(jpeg|png|gif|webp);base64 形式，且不超过 8MB';
        }
      }
      return null;
    }
    case 'openAddress':
      for (const field of ADDRESS_FIELDS) {
        if (!isText(data[field], 200)) return `地址字段 ${field} 须为不超过 200 个字符的文字`;
      }
      return null;
    case 'subscribe':
      return checkSubscribeData(data);
    default:
      return Object.keys(data).length ? '此接口的 ok 回答不带数据' : null;
  }
}

/** An Answer for `api`: {action: 'ok', data?} | {action: 'cancel'} | {action: 'fail', errMsg?}. */
export function checkAnswer(api: InteractiveApi, value: unknown): Checked<Answer> {
  if (!isObject(value)) return bad('answer 须为对象，如 {"action": "ok"}');
  switch (value.action) {
    case 'cancel':
      return good({ action: 'cancel' });
    case 'fail':
      if (value.errMsg !== undefined && !isText(value.errMsg, 200)) return bad('errMsg 须为不超过 200 个字符的文字');
      return good(value.errMsg ? { action: 'fail', errMsg: value.errMsg as string } : { action: 'fail' });
    case 'ok': {
      if (value.data === undefined) return good({ action: 'ok' });
      if (!isObject(value.data)) return bad('data 须为对象');
      const problem = checkData(api, value.data);
      return problem ? bad(problem) : good({ action: 'ok', data: value.data } as Answer);
    }
    default:
      return bad('action 只能是 ok、cancel、fail 之一');
  }
}

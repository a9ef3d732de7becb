/**
 * The emulated WeChat platform under /__wx: the OAuth authorize page (or a silent pass-through
 * when cookie harness_persona picks a persona), the client's wx.config check, the media store
 * (uploadImage / the backend's media/get), WeChat Pay's confirmation of a paid pay sheet and
 * the subscribe dialog's templates and remembered choices (subscribe.ts).
 */
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { harnessConfig, isRegisteredAppid } from '../infra/config.js';
import type { Deps } from '../infra/http.js';
import { bufferBody, isHead, MB, refuseHead, tooLarge } from '../infra/limits.js';
import { type VerifyRequest, type VerifyResult, verifyConfig } from './jsapi.js';
import { findMedia, INVALID_MEDIA, MAX_MEDIA_BYTES, mediaExtension, storeMedia } from './media.js';
import { issueCode, SCOPES } from './oauth.js';
import { authorizePage, errorPage } from './pages.js';
import { confirmPayment } from './pay.js';
import { confirmFineOrder } from '../ils/fineOrders.js';
import { findPersona, listPersonas } from './personas.js';
import { lookUpTemplates, rememberChoices } from './subscribe.js';

export const PERSONA_COOKIE = 'harness_persona';

/** WeChat's size refusal (its errmsg, typo included), with a hint as WeChat appends them. */
const MEDIA_TOO_LARGE = {
  errcode: 40006,
  errmsg: `invalid meida size hint: [图片不能超过 ${MAX_MEDIA_BYTES / MB} MB]`,
};
const MEDIA_EMPTY = { errcode: 40006, errmsg: 'invalid meida size hint: [图片为空]' };

interface AuthorizeInput {
  appid: string;
  redirectUri: string;
  scope: string;
  state: string;
  componentAppid: string;
}

/** Checks an authorize request like WeChat would; a Chinese error or the parsed input. */
function validate(c: Context, p: Record<string, string>, needResponseType: boolean): AuthorizeInput | string {
  const appid = p.appid ?? '';
  if (!isRegisteredAppid(appid)) return '公众号 appid 无效（10003）';
  if (needResponseType && p.response_type !== 'code') return 'response_type 参数错误（10004）';
  const scope = p.scope ?? '';
  if (!(SCOPES as readonly string[]).includes(scope)) return 'scope 参数错误或没有 scope 权限（10005）';
  const componentAppid = p.component_appid ?? '';
  if (componentAppid && componentAppid !== harnessConfig.componentAppid) return '第三方平台 appid 无效（10016）';
  let target: URL;
  try {
    target = new URL(p.redirect_uri ?? '');
  } catch {
    return 'redirect_uri 参数错误（10003）';
  }
  if (!/^https?:$/.test(target.protocol) || target.host !== (c.req.header('host') ?? '')) {
    return 'redirect_uri 域名与后台配置不一致（10003）';
  }
  const state = p.state ?? '';
  if (state.length > 128) return 'state 参数过长';
  return { appid, redirectUri: target.href, scope, state, componentAppid };
}

/** redirect_uri with `code` (omitted on denial) and `state` appended to its own query. */
function redirectBack(redirectUri: string, code: string | null, state: string): string {
  const target = new URL(redirectUri);
  target.hash = '';
  if (code) target.searchParams.set('code', code);
  target.searchParams.set('state', state);
  return target.href;
}

function cookieOptions() {
  return { path: '/', sameSite: 'Lax' as const, maxAge: 30 * 24 * 3600 };
}

export function wechatRoutes(deps: Deps): Hono {
  const wx = new Hono();
  const { db } = deps;
  /** The persona of cookie harness_persona, when it names one. */
  const personaOf = (c: Context) => findPersona(db, getCookie(c, PERSONA_COOKIE) ?? '')?.persona ?? '';

  wx.get('/connect/oauth2/authorize', (c) => {
    // Hono answers HEAD with this handler, which may issue a code: refused instead.
    if (isHead(c)) return refuseHead(c, { errcode: 405, errmsg: '请求方法不支持' }, 'GET');
    const input = validate(c, c.req.query(), true);
    if (typeof input === 'string') return c.html(errorPage('授权失败', input));
    const persona = findPersona(db, getCookie(c, PERSONA_COOKIE) ?? '');
    if (persona) {
      const code = issueCode(db, input.appid, persona.openid, input.scope, input.state, deps.now());
      return c.redirect(redirectBack(input.redirectUri, code, input.state), 302);
    }
    return c.html(authorizePage({ ...input, appName: harnessConfig.authorizerName, personas: listPersonas(db) }));
  });

  wx.post('/connect/oauth2/authorize/confirm', async (c) => {
    let form: Record<string, string> = {};
    try {
      const body = await c.req.parseBody();
      form = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
    } catch {
      return c.html(errorPage('授权失败', '请求数据格式错误'));
    }
    const input = validate(c, form, false);
    if (typeof input === 'string') return c.html(errorPage('授权失败', input));
    // The authorize page's script asks for JSON and replaces itself with the answer's location.
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
    const back = (target: string) => (wantsJson ? c.json({ location: target }) : c.redirect(target, 302));
    if (form.action !== 'allow') return back(redirectBack(input.redirectUri, null, input.state));
    const persona = findPersona(db, form.persona ?? '');
    if (!persona) return c.html(errorPage('授权失败', '请选择一个微信用户'));
    setCookie(c, PERSONA_COOKIE, persona.persona, cookieOptions());
    const code = issueCode(db, input.appid, persona.openid, input.scope, input.state, deps.now());
    return back(redirectBack(input.redirectUri, code, input.state));
  });

  /** The client's own check of a wx.config (the bridge calls it). */
  wx.post('/jsapi/verify', async (c) => {
    let body: VerifyRequest = {};
    try {
      const parsed: unknown = await c.req.json();
      if (parsed && typeof parsed === 'object') body = parsed as VerifyRequest;
    } catch {
      return c.json({
        ok: false,
        errMsg: 'config:invalid arguments',
        explain: '请求数据格式错误',
      } satisfies VerifyResult);
    }
    return c.json(verifyConfig(db, c.req.header('host') ?? '', body, { now: deps.now(), state: deps.state }));
  });

  /**
   * uploadImage: the raw picture, content-type image/jpeg|png|gif|webp, at most MAX_MEDIA_BYTES
   * (declared or counted as it arrives: past the limit reading stops, HTTP 413).
   */
  wx.post('/media/upload', async (c) => {
    const mime = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!mediaExtension(mime)) return c.json({ errcode: 40005, errmsg: 'invalid file type' });
    if (!(await bufferBody(c, MAX_MEDIA_BYTES))) return tooLarge(c, MEDIA_TOO_LARGE);
    const data = Buffer.from(await c.req.arrayBuffer());
    if (!data.length) return c.json(MEDIA_EMPTY);
    const mediaId = storeMedia(db, data, mime, deps.now());
    return c.json({
      errcode: 0,
      errmsg: 'ok',
      type: 'image',
      media_id: mediaId,
      created_at: Math.floor(deps.now() / 1000),
    });
  });

  /** The vendor backend fetches a serverId: ?media_id=&access_token= (the token is not checked). */
  wx.get('/cgi-bin/media/get', (c) => {
    const id = c.req.query('media_id') ?? '';
    const media = findMedia(db, id, deps.now());
    if (!media) return c.json(INVALID_MEDIA);
    return c.body(new Uint8Array(media.data), 200, {
      'content-type': media.mime,
      'content-disposition': `attachment; filename="${id}.${mediaExtension(media.mime) ?? 'bin'}"`,
      'cache-control': 'no-cache',
    });
  });

  /** The client's pay sheet was paid: WeChat Pay checks it and confirms it to the library (pay.ts). */
  wx.post('/pay/confirm', async (c) => {
    if (!(await bufferBody(c, 64 * 1024))) return tooLarge(c, { errcode: 40003, errmsg: '支付参数过长' });
    let body: unknown = null;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      // An unreadable body is answered like missing parameters.
    }
    return c.json(confirmPayment(body, (prepayid) => confirmFineOrder(db, { prepayid }, deps.now()).order));
  });

  /** The subscribe dialog's templates for the tapping persona (?ids=a,b): WX_SUBSCRIBE in protocol.ts. */
  wx.get('/subscribe/templates', (c) => c.json(lookUpTemplates(deps.state, personaOf(c), c.req.query('ids') ?? '')));

  /** The person ticked 总是保持以上选择，不再询问: {choices: {<id>: 'accept' | 'reject'}}. */
  wx.post('/subscribe/choices', async (c) => {
    if (!(await bufferBody(c, 16 * 1024))) return tooLarge(c, { errcode: 47001, errmsg: '数据过长' });
    let body: unknown = null;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      // Unreadable: refused as a malformed body below.
    }
    return c.json(rememberChoices(deps.state, personaOf(c), body));
  });

  wx.all('*', (c) => c.html(errorPage('页面不存在', c.req.path), 404));
  return wx;
}

export { cookieOptions as harnessCookieOptions };

/** HTML of the emulated WeChat pages: the authorize page and WeChat-style error pages. */
import { escapeHtml } from '../infra/util.js';
import type { PersonaRow } from './personas.js';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 -apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;background:#ededed;color:#111}
.top{height:44px;display:flex;align-items:center;justify-content:center;background:#ededed;font-weight:600;border-bottom:1px solid #ddd}
.card{background:#fff;margin:12px;border-radius:10px;padding:20px}
.app{display:flex;align-items:center;gap:10px;font-size:17px;font-weight:600}
.logo{width:36px;height:36px;border-radius:8px;background:#07c160;color:#fff;display:flex;align-items:center;justify-content:center}
.ask{margin:16px 0 4px;color:#333}.scope{color:#888;font-size:13px;padding-left:12px;border-left:3px solid #07c160}
.persona{display:flex;align-items:center;gap:10px;padding:10px 0;border-top:1px solid #f0f0f0}
.persona img{width:40px;height:40px;border-radius:6px}.persona small{display:block;color:#999;font-size:12px}
.btns{display:flex;flex-direction:column;gap:10px;margin:20px 12px}
button{height:44px;border:0;border-radius:8px;font-size:16px;font-weight:600}
.allow{background:#07c160;color:#fff}.deny{background:#f2f2f2;color:#07c160}
.err{text-align:center;padding:60px 24px}.err h1{font-size:18px}.err p{color:#888;font-size:13px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * WeChat's authorize page leaves no history entry of its own: after 允许 or 拒绝 the app's page
 * replaces it, so back from there leaves the app instead of showing this page again. The form is
 * sent with fetch (the answer names the page to go to) and the page is replaced; without script
 * the plain form post still works.
 */
const REPLACE_ON_SUBMIT = `
var form = document.querySelector('form');
form.addEventListener('submit', function (event) {
  event.preventDefault();
  var data = new URLSearchParams(new FormData(form));
  data.set('action', event.submitter && event.submitter.value === 'deny' ? 'deny' : 'allow');
  // getAttribute: the buttons named "action" shadow form.action.
  fetch(form.getAttribute('action'), { method: 'POST', body: data, headers: { accept: 'application/json' } })
    .then(function (res) {
      if ((res.headers.get('content-type') || '').indexOf('application/json') === 0)
        return res.json().then(function (answer) { location.replace(answer.location); });
      return res.text().then(function (html) { document.open(); document.write(html); document.close(); });
    })
    .catch(function () { form.submit(); });
});`;

export interface AuthorizePageInput {
  appName: string;
  appid: string;
  redirectUri: string;
  scope: string;
  state: string;
  componentAppid: string;
  personas: PersonaRow[];
  selected?: string;
}

const SCOPE_TEXT: Record<string, string> = {
  snsapi_userinfo: '获取你的昵称、头像',
  snsapi_base: '获取你的身份标识（openid）',
};

export function authorizePage(input: AuthorizePageInput): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = input.personas
    .map((p, i) => {
      const checked = (input.selected ? p.persona === input.selected : i === 0) ? ' checked' : '';
      return `<label class="persona"><input type="radio" name="persona" value="${escapeHtml(p.persona)}"${checked}>
<img src="${escapeHtml(p.headimgurl)}" alt=""><span>${escapeHtml(p.nickname)}<small>${escapeHtml(p.persona)} · ${escapeHtml(p.description)}</small></span></label>`;
    })
    .join('');
  const body = `<div class="top">微信授权</div>
<form method="post" action="/__wx/connect/oauth2/authorize/confirm">
${hidden('appid', input.appid)}${hidden('redirect_uri', input.redirectUri)}${hidden('scope', input.scope)}
${hidden('state', input.state)}${hidden('component_appid', input.componentAppid)}
<div class="card"><div class="app"><span class="logo">书</span>${escapeHtml(input.appName)}</div>
<div class="ask">申请获得以下权限：</div><div class="scope">${escapeHtml(SCOPE_TEXT[input.scope] ?? input.scope)}</div></div>
<div class="card"><div class="ask" style="margin-top:0">选择以哪个微信用户身份登录（模拟）：</div>${choices}</div>
<div class="btns"><button class="allow" name="action" value="allow">允许</button>
<button class="deny" name="action" value="deny">拒绝</button></div></form>
<script>${REPLACE_ON_SUBMIT}</script>`;
  return layout('微信授权', body);
}

export function errorPage(message: string, detail = ''): string {
  const body = `<div class="top">微信</div><div class="err"><h1>${escapeHtml(message)}</h1>
<p>${escapeHtml(detail)}</p></div>`;
  return layout('出错了', body);
}

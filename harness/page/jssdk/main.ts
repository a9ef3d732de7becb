/**
 * The JS-SDK demo page (/__harness/jssdk): the real weixin-js-sdk configured with a signature of
 * this page's URL from the harness, then one card per API. `?sign=spa` signs the URL after a
 * pushState (what a naive single-page app does: iOS refuses it), `?sign=wrong` another URL.
 */
import wx from 'weixin-js-sdk';
import { showDisplay } from './display';
import { el, resultLine } from './dom';
import { JS_API_LIST, renderSections } from './sections';
import './demo.css';

(window as unknown as { wx: typeof wx }).wx = wx;

const mode = new URLSearchParams(location.search).get('sign') ?? 'landing';
const landingUrl = location.href.split('#')[0];
const config = document.getElementById('config') as HTMLElement;
const status = document.getElementById('config-status') as HTMLElement;
const facts = document.getElementById('config-facts') as HTMLElement;

function setStatus(state: 'pending' | 'ok' | 'fail', text: string): void {
  config.dataset.state = state;
  status.textContent = text;
}

function fact(label: string, value: string): void {
  facts.append(el('dt', {}, label), el('dd', {}, value));
}

function describeClient(): string {
  const ua = navigator.userAgent;
  const version = /MicroMessenger\/([\d.]+)/.exec(ua)?.[1];
  if (!version) return '不是微信客户端（模拟未开启）';
  return `${/iPhone|iPad/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : '其他'} 微信 ${version}`;
}

interface Signature {
  appId: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
}

async function sign(url: string): Promise<Signature> {
  const response = await fetch(`/__harness/page-api/signature?url=${encodeURIComponent(url)}`);
  const body = (await response.json()) as { code: number; message: string; data: Signature };
  if (body.code !== 1) throw new Error(body.message);
  return body.data;
}

async function configure(): Promise<void> {
  let url = landingUrl;
  if (mode === 'spa') {
    history.pushState(null, '', `${location.pathname}?sign=spa&route=2`);
    url = location.href.split('#')[0];
  } else if (mode === 'wrong') {
    url = `${location.origin}/__harness/jssdk?signed=elsewhere`;
  }
  fact('客户端', describeClient());
  showDisplay(facts);
  fact('落地页', landingUrl);
  fact('签名的 URL', url);
  let signature: Signature;
  try {
    signature = await sign(url);
  } catch (error) {
    setStatus('fail', `取签名失败：${(error as Error).message}`);
    return;
  }
  let failed = false;
  wx.error((res: { errMsg?: string }) => {
    failed = true;
    setStatus('fail', `wx.config 失败：${res?.errMsg ?? 'config:fail'}`);
  });
  // The SDK calls ready after a failed config too; the error handler has run by then.
  wx.ready(() => {
    if (!failed) setStatus('ok', 'wx.config 成功（config:ok），可以调用下面的接口');
  });
  wx.config({
    debug: false,
    appId: signature.appId,
    timestamp: Number(signature.timestamp),
    nonceStr: signature.nonceStr,
    signature: signature.signature,
    jsApiList: JS_API_LIST as never[],
    openTagList: ['wx-open-launch-weapp', 'wx-open-subscribe'] as never[],
  });
}

/** subscribeDetails decoded: {<templateId>: status} (the client encodes each entry, then the whole). */
function decodeDetails(detail: unknown): Record<string, unknown> | undefined {
  try {
    const outer = JSON.parse((detail as { subscribeDetails: string }).subscribeDetails) as Record<string, string>;
    return Object.fromEntries(Object.entries(outer).map(([id, inner]) => [id, JSON.parse(inner).status]));
  } catch {
    return undefined;
  }
}

/** The open tags' events, in their result boxes. */
function watchOpenTags(): void {
  const detail = (event: Event) => (event as CustomEvent).detail as unknown;
  const watch = (tagId: string, boxId: string, events: string[]) => {
    const tag = document.getElementById(tagId);
    const box = document.getElementById(boxId);
    if (!tag || !box) return;
    tag.addEventListener('ready', () => resultLine(box, 'ready'));
    tag.addEventListener('error', (event) => resultLine(box, 'error', detail(event)));
    for (const name of events) {
      tag.addEventListener(name, (event) => {
        const decoded = name === 'success' ? decodeDetails(detail(event)) : undefined;
        resultLine(box, name, decoded ? { detail: detail(event), 解开后: decoded } : detail(event));
      });
    }
  };
  watch('launch-weapp', 'open-tag-result', ['launch']);
  watch('subscribe', 'open-subscribe-result', ['success']);
}

const select = document.getElementById('sign-mode') as HTMLSelectElement;
select.value = mode;
select.addEventListener('change', () => {
  location.href = select.value === 'landing' ? '/__harness/jssdk' : `/__harness/jssdk?sign=${select.value}`;
});

renderSections(document.getElementById('apis') as HTMLElement);
watchOpenTags();
void configure();

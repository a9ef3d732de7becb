/**
 * One card per API: editable JSON arguments, 调用 through the real SDK, and every callback it
 * fires (the share and menu cards: shareDemos.ts). chooseImage chains into getLocalImgData / uploadImage, uploadImage into a fetch of the
 * media back from the emulated WeChat server.
 */
import { el, imageSource, resultLine } from './dom';
import { type Demo, SHARE_DEMOS, shareStateSection } from './shareDemos';

type Callback = (res: Record<string, unknown>) => void;
type WxFn = (
  args: Record<string, unknown> & { success: Callback; fail: Callback; cancel: Callback; complete: Callback },
) => void;

const SAMPLE_IMAGES = [1, 2, 3].map((n) => `${location.origin}/__harness/page-api/sample-image/${n}`);

const sections = new Map<string, { args: HTMLTextAreaElement; call(): void }>();

/** Fills another section's arguments and calls it (the chain buttons). */
function chain(api: string, args: Record<string, unknown>): void {
  const section = sections.get(api);
  if (!section) return;
  section.args.value = JSON.stringify(args, null, 2);
  section.call();
  document.querySelector(`[data-api="${api}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

const chainButton = (label: string, api: string, args: Record<string, unknown>) =>
  el('button', { type: 'button', className: 'chain', onClick: () => chain(api, args) }, label);

function setArgs(api: string, args: Record<string, unknown>): void {
  const section = sections.get(api);
  if (section) section.args.value = JSON.stringify(args, null, 2);
}

async function fetchBack(serverId: string, box: HTMLElement): Promise<void> {
  const out = el('div', { className: 'fetched' }, '正在从服务器取回…');
  box.append(out);
  try {
    const response = await fetch(`/__wx/cgi-bin/media/get?media_id=${encodeURIComponent(serverId)}`);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/')) {
      out.textContent = `取回失败：HTTP ${response.status} ${(await response.text()).slice(0, 200)}`;
      out.className = 'fetched failed';
      return;
    }
    const blob = await response.blob();
    out.replaceChildren(
      el('img', { src: URL.createObjectURL(blob), alt: '从服务器取回的图片' }),
      el('span', { className: 'fetched-size' }, `${blob.size} 字节（${type}）`),
    );
  } catch (error) {
    out.textContent = `取回失败：${(error as Error).message}`;
    out.className = 'fetched failed';
  }
}

const DEMOS: Demo[] = [
  {
    api: 'checkJsApi',
    title: '判断当前客户端是否支持指定接口',
    args: { jsApiList: ['scanQRCode', 'chooseImage', 'chooseWXPay', 'openAddress'] },
  },
  {
    api: 'scanQRCode',
    title: '扫一扫（needResult: 1 直接返回结果）',
    args: { needResult: 1, scanType: ['qrCode', 'barCode'] },
  },
  { api: 'getLocation', title: '获取地理位置', args: { type: 'gcj02' } },
  {
    api: 'openLocation',
    title: '使用微信内置地图查看位置',
    args: {
      latitude: 30.274085,
      longitude: 120.15507,
      name: '书香市图书馆',
      address: '书香市文华路1号',
      scale: 16,
      infoUrl: '',
    },
  },
  {
    api: 'chooseImage',
    title: '拍照或从手机相册选图',
    args: { count: 3, sizeType: ['original', 'compressed'], sourceType: ['album', 'camera'] },
    after(res, box) {
      const ids = Array.isArray(res.localIds) ? (res.localIds as string[]) : [];
      if (!ids.length) return;
      setArgs('getLocalImgData', { localId: ids[0] });
      setArgs('uploadImage', { localId: ids[0], isShowProgressTips: 1 });
      for (const id of ids) {
        box.append(
          el(
            'div',
            { className: 'chain-row' },
            el('code', {}, id),
            chainButton('取图片数据', 'getLocalImgData', { localId: id }),
            chainButton('上传', 'uploadImage', { localId: id, isShowProgressTips: 1 }),
          ),
        );
      }
    },
  },
  {
    api: 'getLocalImgData',
    title: '获取本地图片的 base64 数据',
    args: { localId: '' },
    after(res, box) {
      if (typeof res.localData === 'string')
        box.append(el('img', { className: 'local-img', src: imageSource(res.localData), alt: '本地图片' }));
    },
  },
  {
    api: 'uploadImage',
    title: '上传图片到微信服务器（得到 serverId）',
    args: { localId: '', isShowProgressTips: 1 },
    after(res, box) {
      const serverId = typeof res.serverId === 'string' ? res.serverId : '';
      if (!serverId) return;
      setArgs('downloadImage', { serverId, isShowProgressTips: 1 });
      box.append(
        el(
          'div',
          { className: 'chain-row' },
          el('code', { className: 'server-id' }, serverId),
          el(
            'button',
            { type: 'button', className: 'chain', onClick: () => void fetchBack(serverId, box) },
            '从服务器取回',
          ),
          chainButton('下载到本地', 'downloadImage', { serverId, isShowProgressTips: 1 }),
        ),
      );
    },
  },
  {
    api: 'downloadImage',
    title: '从微信服务器下载图片',
    args: { serverId: '', isShowProgressTips: 1 },
    after(res, box) {
      if (typeof res.localId === 'string')
        box.append(
          el(
            'div',
            { className: 'chain-row' },
            el('code', {}, res.localId),
            chainButton('取图片数据', 'getLocalImgData', { localId: res.localId }),
          ),
        );
    },
  },
  { api: 'previewImage', title: '预览图片', args: { current: SAMPLE_IMAGES[0], urls: SAMPLE_IMAGES } },
  {
    api: 'chooseWXPay',
    title: '发起微信支付',
    args: {
      timestamp: 1717200000,
      nonceStr: 'harnessNonce0001',
      package: 'prepay_id=wx20240601harness0001',
      signType: 'MD5',
      paySign: '0123456789ABCDEF0123456789ABCDEF',
    },
  },
  { api: 'openAddress', title: '共享收货地址', args: {} },
  { api: 'getNetworkType', title: '获取网络状态', args: {} },
  ...SHARE_DEMOS,
];

function render(demo: Demo): HTMLElement {
  const args = el('textarea', { className: 'args', spellcheck: 'false', 'aria-label': `${demo.api} 的参数` });
  args.value = JSON.stringify(demo.args, null, 2);
  args.rows = Math.min(8, args.value.split('\n').length);
  const box = el('div', { className: 'result', 'aria-live': 'polite' });
  const call = () => {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(args.value || '{}') as Record<string, unknown>;
    } catch {
      box.replaceChildren();
      resultLine(box, 'error', '参数不是合法的 JSON');
      return;
    }
    box.replaceChildren(el('div', { className: 'line calling' }, `调用 wx.${demo.api}…`));
    const wx = (window as unknown as { wx: Record<string, WxFn> }).wx;
    const record = (kind: string) => (res: Record<string, unknown>) => {
      resultLine(box, kind, res);
      if (kind === 'success') demo.after?.(res, box);
    };
    wx[demo.api]({
      ...parsed,
      success: record('success'),
      fail: record('fail'),
      cancel: record('cancel'),
      complete: record('complete'),
    });
  };
  sections.set(demo.api, { args, call });
  return el(
    'section',
    { className: 'card', 'data-api': demo.api, id: `api-${demo.api}` },
    el('h2', {}, `wx.${demo.api}`),
    el('p', { className: 'hint' }, demo.title),
    args,
    el('div', { className: 'actions' }, el('button', { type: 'button', className: 'call', onClick: call }, '调用')),
    box,
  );
}

export function renderSections(root: HTMLElement): void {
  const toc = el(
    'nav',
    { className: 'toc', 'aria-label': '接口目录' },
    ...DEMOS.map((demo) => el('a', { href: `#api-${demo.api}` }, demo.api)),
    el('a', { href: '#share-state' }, '分享状态'),
    el('a', { href: '#open-tag' }, '开放标签'),
  );
  root.replaceChildren(toc, ...DEMOS.map(render), shareStateSection());
}

export const JS_API_LIST = [
  'checkJsApi',
  'scanQRCode',
  'getLocation',
  'openLocation',
  'chooseImage',
  'getLocalImgData',
  'uploadImage',
  'downloadImage',
  'previewImage',
  'chooseWXPay',
  'openAddress',
  'getNetworkType',
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'hideMenuItems',
  'showMenuItems',
  'hideAllNonBaseMenuItem',
  'showAllNonBaseMenuItem',
  'hideOptionMenu',
  'showOptionMenu',
  'closeWindow',
];

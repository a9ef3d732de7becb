/**
 * The deployment's WeChat values that only lazily loaded code reads: the JS-SDK's API and open-tag
 * lists, the subscribe-message templates, share cards, and the official account shown outside
 * WeChat. The rest of the deployment's values are in config.ts; these live apart so that the first
 * route, which imports config.ts, does not carry them (esbuild puts a module in one chunk).
 */
import type { SubscribeKind } from './api/contract/subscribe';

export const wechatConfig = {
  /**
   * The library's WeChat official account, for readers who opened the app outside WeChat: its
   * name, and `qrcode`, what the account's QR code encodes (its follow link: 公众号后台 → 设置 →
   * 公众号设置 → 二维码, decoded). The app draws the code itself, on that rare screen only (package
   * qrcode, loaded lazily), so a deployment changes a line here, not an image.
   */
  officialAccount: {
    name: '书香市图书馆',
    qrcode: 'http://weixin.qq.com/r/sxlib-h5-demo',
  },
  /**
   * Share cards (wx/share.ts): the line under a page's title when its screen gives none, and the
   * picture (a PNG in public/: WeChat shows no SVG).
   */
  share: {
    description: '书香市图书馆微信服务：查书、借书、续借、活动，一站办理',
    logo: '/share-logo.png',
  },
  /**
   * The library's subscribe-message templates (公众号后台 → 订阅通知 → 我的模板), one id per kind
   * of message: 到期提醒, 到书通知, 罚款提醒, 活动通知 (docs/DEPLOY.md). The app asks the client for them with
   * `wx-open-subscribe`; the vendor backend sends with the same ids. Demo values.
   */
  subscribeTemplates: {
    due: 'tpl-due-7Hq2mK9xR4sLb1VnC8wE3pZ6yT0uJ5dA',
    overdue: 'tpl-overdue-4Mx9cT2kW7pLs3Bq8Nf1Rv6Hj0Dy5Ga',
    arrival: 'tpl-arrival-3Fk8nB2vQ6rXc9Ls1Wd4Ym7Hg0Pj5Te',
    fine: 'tpl-fine-9Zt4wN1mK7qRb3Xs6Lc0Vd8Hf2Gj5Py',
    event: 'tpl-event-5Rb8kQ2wM6tXc1Nv9Lh3Ys7Jd0Fg4Pa',
  } as Record<SubscribeKind, string>,
  /** JS-SDK APIs requested in wx.config. */
  jsApiList: [
    'scanQRCode',
    'getLocation',
    'openLocation',
    'chooseImage',
    'previewImage',
    'getLocalImgData',
    'downloadImage',
    'uploadImage',
    'chooseWXPay',
    'openAddress',
    'checkJsApi',
    'updateAppMessageShareData',
    'updateTimelineShareData',
    'onMenuShareAppMessage',
    'onMenuShareTimeline',
    'hideMenuItems',
    'showMenuItems',
  ],
  openTagList: ['wx-open-launch-weapp', 'wx-open-subscribe'],
};

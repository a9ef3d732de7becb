/**
 * Outside WeChat, below SPEC's 请在微信客户端内打开: how to open the app (the official account's
 * name and QR code, from config) and what works without WeChat (服务指南, which runs without
 * start-up). A lazy chunk (the QR code's package with it): only this rare screen loads it. Inline
 * styles keep the first paint's CSS as it was.
 */
import type { CSSProperties } from 'react';
import { wechatConfig } from '../wechatConfig';
import { PATHS } from '../router/paths';
import { QrImage } from './ui/QrImage';
import './ui/page.css';

const card: CSSProperties = { padding: '20px 16px', textAlign: 'center', lineHeight: 1.6 };
const hint: CSSProperties = { margin: '8px 0 0', color: 'var(--app-weak)', fontSize: '0.875rem' };

export default function OpenInWechat() {
  const { name, qrcode } = wechatConfig.officialAccount;
  return (
    // Room for the fixed banner above (two lines at the largest text).
    <main className="ui-page" style={{ paddingTop: 'calc(3em + 40px)', paddingBottom: 24 }}>
      <section className="ui-card" style={card} aria-labelledby="open-in-wechat">
        <h1 id="open-in-wechat" style={{ fontSize: '1.125rem', margin: 0 }}>
          在微信中打开
        </h1>
        <p style={hint}>用微信「扫一扫」扫描二维码，关注公众号「{name}」，从公众号菜单进入图书馆服务。</p>
        <QrImage text={qrcode} label={`公众号「${name}」的二维码`} />
        <p style={hint}>在本机上：截图后在微信「扫一扫」中从相册选取，或在微信中搜索公众号「{name}」。</p>
      </section>
      <section className="ui-card" style={card}>
        <p style={{ margin: 0 }}>不在微信中也可查看</p>
        <a
          href={PATHS.guide}
          className="ui-button ui-button--ghost"
          style={{ display: 'inline-flex', alignItems: 'center', marginTop: 12, minHeight: 44 }}
        >
          服务指南
        </a>
      </section>
    </main>
  );
}

/**
 * 用户: the WeChat persona (each keeps its own phone: sign-in and page), device, client version,
 * 字体大小 and 深色模式; sign out; expire the access token.
 */
import { useState } from 'react';
import { TEXT_SIZES } from '../../bridge/displaySettings';
import { controlApi } from '../state/api';
import {
  changeColorScheme,
  changeSession,
  CLIENT_VERSIONS,
  type Device,
  session,
  signOut,
  signOutAndForget,
} from '../state/session';
import { useStore } from '../state/store';
import { attempt, toast } from '../state/toast';
import { Section } from './common';
// The WeChat switch (.wx-switch) of the subscribe dialog.
import '../subscribe.css';

const DEVICES: { value: Device; label: string }[] = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
];

/** What switching persona keeps (state/phones.ts), in one string: JSX would put spaces between lines. */
const SWITCHING = [
  '切换时，当前用户在应用里的登录（openid、access_token、token、elibrary 等和 token、elibrary Cookie）',
  '和手机所在的页面按用户保存在本标签页里；切回这个用户时原样放回，不用重新授权，也不用从首页找回去。',
  '一个人就能轮流扮演图书转借的出借人和借书人。没有保存过的用户重新走一遍授权；重新进入只刷新当前页面。',
].join('');

function copy(text: string) {
  void navigator.clipboard?.writeText(text).then(
    () => toast(`已复制 ${text}`),
    () => undefined,
  );
}

const DISPLAY_NOTE = [
  '字体大小：iOS 微信改变页面收到的字号，Android 微信缩放页面文字；桌面浏览器不认 -webkit-text-size-adjust，',
  '两者都模拟为根元素字号（标准 100%、大 125%、特大 150%、最大 200%），切换后手机重新载入。',
  "深色模式：页面的 matchMedia('(prefers-color-scheme: dark)') 随开关变化并收到 change 事件，不重新载入。",
].join('');

/** The phone's 字体大小 (the frame reloads) and 深色模式 (live, no reload). */
function DisplayControls() {
  const s = useStore(session);
  const dark = s.colorScheme === 'dark';
  return (
    <>
      <div className="row wrap display-controls">
        <span className="muted" id="text-size-label">
          字体大小
        </span>
        <div className="segs" role="radiogroup" aria-labelledby="text-size-label">
          {TEXT_SIZES.map((size) => (
            <button
              key={size.value}
              type="button"
              role="radio"
              aria-checked={s.textSize === size.value}
              className={s.textSize === size.value ? 'seg on' : 'seg'}
              title={`根字号 ${size.percent}%`}
              disabled={s.busy}
              onClick={() => s.textSize !== size.value && void changeSession({ textSize: size.value })}
            >
              {size.label}
            </button>
          ))}
        </div>
        <label className="switch tall">
          <input
            type="checkbox"
            role="switch"
            className="wx-switch"
            checked={dark}
            aria-checked={dark}
            disabled={s.busy}
            onChange={(event) => void changeColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
          />
          <span>深色模式</span>
        </label>
      </div>
      <p className="muted small">{DISPLAY_NOTE}</p>
    </>
  );
}

export function PersonaPanel() {
  const s = useStore(session);
  const [withPlatform, setWithPlatform] = useState(false);
  const version = CLIENT_VERSIONS.find((v) => v.value === s.clientVersion);
  return (
    <div className="panel-body">
      <Section title="设备与微信版本">
        <div className="row wrap">
          <div className="segs" role="radiogroup" aria-label="设备">
            {DEVICES.map((d) => (
              <button
                key={d.value}
                type="button"
                role="radio"
                aria-checked={s.device === d.value}
                className={s.device === d.value ? 'seg on' : 'seg'}
                disabled={s.busy}
                onClick={() => s.device !== d.value && void changeSession({ device: d.value })}
              >
                {d.label}
              </button>
            ))}
          </div>
          <label className="row">
            <span className="muted">微信</span>
            <select
              className="input narrow"
              aria-label="微信版本"
              value={s.clientVersion}
              disabled={s.busy}
              onChange={(event) => void changeSession({ clientVersion: event.target.value })}
            >
              {CLIENT_VERSIONS.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.label}
                  {v.note ? `（${v.note}）` : ''}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="muted small">
          {s.device === 'ios'
            ? 'iOS 只认落地页 URL 的签名（单页应用路由变化后仍需用首次进入的 URL 签名）。'
            : 'Android 用当前页面 URL 校验签名。'}
          {version?.note ? ` ${version.note}。` : ''}
        </p>
        <DisplayControls />
      </Section>
      <Section
        title="微信用户"
        aside={<span className="muted small">切换时保留每个用户的登录和所在页面，切回来接着用</span>}
      >
        {!s.loaded && <p className="muted">正在读取模拟用户…</p>}
        <ul className="personas">
          {s.personas.map((p) => {
            const current = p.persona === s.persona;
            return (
              <li key={p.persona} className={current ? 'persona on' : 'persona'}>
                <img className="avatar" src={p.headimgurl} alt="" />
                <div className="grow">
                  <div className="persona-name">
                    <strong>{p.nickname}</strong> <code>{p.persona}</code>
                    {current && <span className="badge ok">当前</span>}
                  </div>
                  <div className="muted small">{p.description}</div>
                  {p.cards.length > 0 && (
                    <div className="cards">
                      {p.cards.map((card) => (
                        <button
                          key={card.rdrno}
                          type="button"
                          className="card-chip"
                          title="点击复制证号"
                          onClick={() => copy(card.rdrno)}
                        >
                          {card.select ? '★ ' : ''}
                          {card.rdrno} / {card.password}
                        </button>
                      ))}
                    </div>
                  )}
                </div>
                <button
                  type="button"
                  className={current ? 'btn' : 'btn primary'}
                  disabled={s.busy}
                  onClick={() => void changeSession({ persona: p.persona })}
                >
                  {current ? '重新进入' : '切换'}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="muted small">{SWITCHING}</p>
        <p className="muted small">
          未绑定的体验证：
          <button type="button" className="link" onClick={() => copy('DEMO0001')}>
            DEMO0001
          </button>{' '}
          / 123456，
          <button type="button" className="link" onClick={() => copy('DEMO0002')}>
            DEMO0002
          </button>{' '}
          / 123456
        </p>
      </Section>
      <Section title="登录状态">
        <div className="row wrap">
          <button type="button" className="btn" onClick={signOut}>
            退出登录
          </button>
          <button
            type="button"
            className="btn"
            title="同时清除 harness_persona，下一次授权显示微信授权页"
            onClick={signOutAndForget}
          >
            退出并显示授权页
          </button>
          <button
            type="button"
            className="btn"
            onClick={() =>
              void attempt(
                () => controlApi.expireTokens(withPlatform),
                withPlatform ? '微信授权令牌和平台 token 都已过期' : '微信授权令牌已过期，应用下一次用它会收到 42001',
              )
            }
          >
            让令牌过期
          </button>
          <label className="row small muted">
            <input type="checkbox" checked={withPlatform} onChange={(event) => setWithPlatform(event.target.checked)} />
            连同平台 token（接口返回 401）
          </label>
        </div>
        <p className="muted small">
          退出登录清除应用保存的 openid、access_token、token、elibrary、oauth_state、oauth_attempts 和 token Cookie
          后刷新：应用重新走一遍授权（模拟用户不变，授权页自动通过），为这个用户保存的登录也一并丢弃。
          让令牌过期：现有的微信网页授权 access_token 立即失效，用来复现“令牌过期”的处理。
        </p>
      </Section>
    </div>
  );
}

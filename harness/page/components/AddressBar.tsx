/** Above the phone: back / forward / reload, the frame's path (editable, Enter goes), shortcuts. */
import { useState } from 'react';
import {
  back,
  DEMO_PATH,
  forward,
  frameLocation,
  HOME_PATH,
  navigate,
  reloadFrame,
  reloadWithParam,
} from '../state/frame';
import { changeSession, type Device, session } from '../state/session';
import { useStore } from '../state/store';
import { toast } from '../state/toast';
import { MODELS } from './Phone';

const DEBUG_CONSOLES = [
  { value: 'off', label: '关闭' },
  { value: 'vconsole', label: 'vConsole' },
  { value: 'eruda', label: 'eruda' },
];

function rememberedConsole(): string {
  try {
    return localStorage.getItem('debug_console') ?? 'off';
  } catch {
    return 'off';
  }
}

export function AddressBar() {
  const { path, loading } = useStore(frameLocation);
  const [draft, setDraft] = useState<string | null>(null);
  const go = () => {
    if (draft === null) return;
    if (!navigate(draft)) toast('只能打开本站的路径，例如 /userindex', 'error');
    setDraft(null);
  };
  return (
    <div className="addressbar">
      <button type="button" className="icon-btn" aria-label="后退" title="后退" onClick={back}>
        ←
      </button>
      <button type="button" className="icon-btn" aria-label="前进" title="前进" onClick={forward}>
        →
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label="刷新"
        title="刷新应用（调试台状态保留）"
        onClick={reloadFrame}
      >
        {loading ? '×' : '⟳'}
      </button>
      <input
        className="input address"
        aria-label="应用地址"
        spellCheck={false}
        value={draft ?? path}
        onFocus={(event) => {
          setDraft(path);
          event.target.select();
        }}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => setDraft(null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            go();
            event.currentTarget.blur();
          }
          if (event.key === 'Escape') {
            setDraft(null);
            event.currentTarget.blur();
          }
        }}
      />
    </div>
  );
}

export function Toolbar() {
  const { device, busy } = useStore(session);
  const [debug, setDebug] = useState(rememberedConsole);
  const { path } = useStore(frameLocation);
  const onDemo = path.startsWith(DEMO_PATH);
  return (
    <div className="toolbar">
      <div className="segs" role="radiogroup" aria-label="机型">
        {(Object.keys(MODELS) as Device[]).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={device === d}
            className={device === d ? 'seg on' : 'seg'}
            disabled={busy}
            title={`${MODELS[d].width}×${MODELS[d].height}；切换机型同时切换模拟设备（UA、签名规则）`}
            onClick={() => device !== d && void changeSession({ device: d })}
          >
            {MODELS[d].label}
          </button>
        ))}
      </div>
      <span className="grow" />
      <button type="button" className={onDemo ? 'btn' : 'btn on'} onClick={() => navigate(HOME_PATH)}>
        应用首页
      </button>
      <button type="button" className={onDemo ? 'btn on' : 'btn'} onClick={() => navigate(DEMO_PATH)}>
        JS-SDK 演示
      </button>
      <label className="row small" title="在应用里打开 vConsole 或 eruda（应用会记住选择）">
        调试
        <select
          className="input narrow"
          aria-label="调试面板"
          value={debug}
          onChange={(event) => {
            setDebug(event.target.value);
            reloadWithParam('debug', event.target.value);
          }}
        >
          {DEBUG_CONSOLES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

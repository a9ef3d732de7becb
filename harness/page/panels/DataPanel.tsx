/** 数据: reseed the database (small or full catalogue) and clear the app's local cache. */
import { useState } from 'react';
import { controlApi } from '../state/api';
import { reloadFrame } from '../state/frame';
import { loadPolicies } from '../state/host';
import { loadSamples } from '../state/samples';
import { loadPersonas } from '../state/session';
import { attempt, toast } from '../state/toast';
import { Section } from './common';

const SCALES = [
  { value: 'small' as const, label: '小数据（800 种书）', note: '约 0.1 秒' },
  { value: 'full' as const, label: '完整数据（30,000 种书）', note: '约 2 秒' },
];

/** Everything the app stored in this origin's localStorage (the harness page's own keys stay). */
function clearAppStorage(): number {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key && !key.startsWith('harness_page:')) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
  return keys.length;
}

export function DataPanel() {
  const [busy, setBusy] = useState<string>('');
  const reset = async (scale: 'small' | 'full') => {
    setBusy(scale);
    const ok = await attempt(() => controlApi.reset(scale), '数据已重置，jsapi_ticket 已更换');
    setBusy('');
    if (!ok) return;
    void loadSamples();
    void loadPersonas();
    void loadPolicies();
    reloadFrame();
  };
  return (
    <div className="panel-body">
      <Section title="重置数据库">
        <p className="muted small">重新生成馆藏、读者、借阅和模拟用户；所有平台令牌随之失效，日期相对现在重新计算。</p>
        <div className="stack">
          {SCALES.map((scale) => (
            <div key={scale.value} className="row">
              <button type="button" className="btn" disabled={Boolean(busy)} onClick={() => void reset(scale.value)}>
                {busy === scale.value ? '正在重置…' : `重置为${scale.label}`}
              </button>
              <span className="muted small">{scale.note}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="应用本地缓存">
        <div className="row">
          <button
            type="button"
            className="btn"
            onClick={() => {
              toast(`已清除 ${clearAppStorage()} 项本地存储`);
              reloadFrame();
            }}
          >
            清除全部 localStorage 并刷新
          </button>
        </div>
        <p className="muted small">相当于第一次打开：没有缓存的首页宫格、没有登录信息、没有记住的调试面板。</p>
      </Section>
    </div>
  );
}

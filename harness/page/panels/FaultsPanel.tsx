/** 故障: added latency, a failure rate, per-endpoint rules and an offline switch for /api calls. */
import { useEffect, useState } from 'react';
import type { FaultSettings } from '../../bridge/protocol';
import { controlApi } from '../state/api';
import { attempt } from '../state/toast';
import { Section } from './common';

interface EndpointRow {
  path: string;
  latency: string;
  rate: string;
}

interface Form {
  latency: string;
  rate: string;
  offline: boolean;
  endpoints: EndpointRow[];
}

const EMPTY: Form = { latency: '0', rate: '0', offline: false, endpoints: [] };

/** Endpoints worth slowing down (paths under /api). */
const KNOWN_PATHS = [
  '/v1/auth/login',
  '/v1/service/list',
  '/v1/offiaccount/authorize',
  '/v1/offiaccount/snsapi_userinfo',
  '/v1/offiaccount/component_code_access_token',
  '/v1/offiaccount/signature',
  '/v1/rdrno/list',
  '/v1/rdrno/save',
  '/v1/rdrno/select',
  '/v1/rdrno/del',
  '/v1/hunter/save',
  '/v1/elib/checkReader',
  '/v1/elib/getReaderBaseInfo',
  '/v1/elib/getReaderExtendInfo',
  '/v1/elib/getReaderByOpenid',
  '/v1/elib/bindOpenid',
  '/v1/elib/unbindOpenid',
  '/v1/elib/getDictionary',
];

const num = (text: string) => Math.max(0, Number(text) || 0);
const percent = (text: string) => Math.min(100, num(text)) / 100;

function toSettings(form: Form): FaultSettings {
  const endpoints: NonNullable<FaultSettings['endpoints']> = {};
  for (const row of form.endpoints) {
    const path = row.path.trim().replace(/^\/api(?=\/)/, '');
    if (path)
      endpoints[path.startsWith('/') ? path : `/${path}`] = {
        latency: num(row.latency),
        failureRate: percent(row.rate),
      };
  }
  return { latency: num(form.latency), failureRate: percent(form.rate), offline: form.offline, endpoints };
}

function toForm(settings: FaultSettings | null): Form {
  if (!settings) return EMPTY;
  return {
    latency: String(settings.latency ?? 0),
    rate: String(Math.round((settings.failureRate ?? 0) * 100)),
    offline: Boolean(settings.offline),
    endpoints: Object.entries(settings.endpoints ?? {}).map(([path, rule]) => ({
      path,
      latency: String(rule.latency ?? 0),
      rate: String(Math.round((rule.failureRate ?? 0) * 100)),
    })),
  };
}

export function FaultsPanel() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    controlApi.faults().then(
      (settings) => setForm(toForm(settings)),
      () => undefined,
    );
  }, []);

  const setRow = (index: number, change: Partial<EndpointRow>) =>
    setForm({ ...form, endpoints: form.endpoints.map((row, i) => (i === index ? { ...row, ...change } : row)) });
  const run = async (call: () => Promise<unknown>, message: string, next?: Form) => {
    setBusy(true);
    if ((await attempt(call, message)) && next) setForm(next);
    setBusy(false);
  };
  const active = form.offline || num(form.latency) > 0 || num(form.rate) > 0 || form.endpoints.length > 0;

  return (
    <div className="panel-body">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => controlApi.setFaults(toSettings(form)), '故障设置已生效');
        }}
      >
        <Section title="所有接口（/api）">
          <label className="switch">
            <input
              type="checkbox"
              checked={form.offline}
              onChange={(event) => setForm({ ...form, offline: event.target.checked })}
            />
            <span>断网：每个 /api 请求都像网络不通一样失败</span>
          </label>
          <div className="row wrap">
            <label className="field">
              延迟 ms
              <input
                className="input"
                inputMode="numeric"
                aria-label="延迟"
                value={form.latency}
                onChange={(e) => setForm({ ...form, latency: e.target.value })}
              />
            </label>
            <label className="field">
              失败率 %
              <input
                className="input"
                inputMode="numeric"
                aria-label="失败率"
                value={form.rate}
                onChange={(e) => setForm({ ...form, rate: e.target.value })}
              />
            </label>
          </div>
        </Section>
        <Section
          title="单个接口"
          aside={
            <button
              type="button"
              className="link"
              onClick={() =>
                setForm({ ...form, endpoints: [...form.endpoints, { path: '', latency: '2000', rate: '0' }] })
              }
            >
              ＋ 添加
            </button>
          }
        >
          {form.endpoints.length === 0 && (
            <p className="muted small">没有单独设置的接口；单独设置会覆盖上面的全局规则。</p>
          )}
          <datalist id="fault-paths">
            {KNOWN_PATHS.map((path) => (
              <option key={path} value={path} />
            ))}
          </datalist>
          {form.endpoints.map((row, index) => (
            <div key={index} className="row endpoint">
              <input
                className="input grow mono"
                list="fault-paths"
                placeholder="/v1/service/list"
                aria-label="接口路径"
                value={row.path}
                onChange={(e) => setRow(index, { path: e.target.value })}
              />
              <input
                className="input tiny"
                aria-label="接口延迟"
                title="延迟 ms"
                value={row.latency}
                onChange={(e) => setRow(index, { latency: e.target.value })}
              />
              <span className="muted small">ms</span>
              <input
                className="input tiny"
                aria-label="接口失败率"
                title="失败率 %"
                value={row.rate}
                onChange={(e) => setRow(index, { rate: e.target.value })}
              />
              <span className="muted small">%</span>
              <button
                type="button"
                className="link"
                aria-label="删除"
                onClick={() => setForm({ ...form, endpoints: form.endpoints.filter((_, i) => i !== index) })}
              >
                删除
              </button>
            </div>
          ))}
        </Section>
        <div className="row">
          {active ? <span className="badge warn">将注入故障</span> : <span className="badge">无故障</span>}
          <span className="grow" />
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void run(controlApi.clearFaults, '故障已清除', EMPTY)}
          >
            清除
          </button>
          <button type="submit" className="btn primary" disabled={busy}>
            应用设置
          </button>
        </div>
      </form>
    </div>
  );
}

/** The JS-SDK log: every invoke with arguments and reply, newest first; failed configs explained. */
import { memo, useState } from 'react';
import { controlApi } from '../state/api';
import { clearLog, filterRows, jsLog, type LogRow, outcome, replyMessage } from '../state/log';
import { useStore } from '../state/store';
import { toast } from '../state/toast';

const SOURCES: Record<string, string> = { panel: '面板', queue: '队列', policy: '策略', default: '默认' };

const isConfig = (row: LogRow) => row.api === 'config' || row.invoke === 'preVerifyJSAPI';

/** JSON with long strings (data URLs, base64) shortened for reading. */
function pretty(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'string' && v.length > 160 ? `${v.slice(0, 96)}…（共 ${v.length} 字符）` : v),
    2,
  );
}

function time(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function copyJson(label: string, value: unknown) {
  void navigator.clipboard?.writeText(JSON.stringify(value, null, 2)).then(
    () => toast(`已复制${label}`),
    () => undefined,
  );
}

const Row = memo(function Row({ row }: { row: LogRow }) {
  const [open, setOpen] = useState(false);
  const message = replyMessage(row.reply);
  const result = outcome(message);
  const badConfig = isConfig(row) && result !== 'ok';
  return (
    <li className={`log-row ${result}${badConfig ? ' bad-config' : ''}`}>
      <button type="button" className="log-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="log-line">
          <span className="caret" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className="log-time">{time(row.time)}</span>
          <span className="log-api">{row.api}</span>
          {row.invoke !== row.api && <span className="log-invoke">{row.invoke}</span>}
        </span>
        <span className="log-line sub">
          <span className={`log-result ${result}`} title={message}>
            {message || '等待应答'}
          </span>
          {row.source && <span className={`badge src-${row.source}`}>{SOURCES[row.source] ?? row.source}</span>}
          {row.demo && (
            <span className="badge page-demo" title="来自 JS-SDK 演示页，不是应用">
              演示页
            </span>
          )}
          {row.outside && (
            <span className="badge page-outside" title="来自手机框之外的页面（其他标签页、另一个调试台或真机）">
              框外
            </span>
          )}
          <span className="badge">{row.device === 'android' ? 'Android' : 'iOS'}</span>
        </span>
      </button>
      {badConfig && <div className="log-explain">{row.explain || '签名校验失败'}</div>}
      {open && (
        <div className="log-detail">
          <div className="muted small mono">页面 {row.pageUrl}</div>
          <div className="log-json-head">
            参数{' '}
            <button type="button" className="link" onClick={() => copyJson('参数', row.args)}>
              复制
            </button>
          </div>
          <pre className="log-json">{pretty(row.args)}</pre>
          <div className="log-json-head">
            应答{' '}
            <button type="button" className="link" onClick={() => copyJson('应答', row.reply)}>
              复制
            </button>
          </div>
          <pre className="log-json">{pretty(row.reply)}</pre>
        </div>
      )}
    </li>
  );
});

export function LogView() {
  const rows = useStore(jsLog);
  const [text, setText] = useState('');
  const [failuresOnly, setFailuresOnly] = useState(false);
  const [phoneOnly, setPhoneOnly] = useState(false);
  const shown = filterRows(rows, { text, failuresOnly, phoneOnly });
  const clear = () => {
    clearLog();
    controlApi.clearLog().catch(() => undefined);
  };
  return (
    <section className="log" aria-label="JS-SDK 调用日志">
      <header className="log-bar">
        <div className="log-bar-row">
          <h2>
            JS-SDK 调用日志{' '}
            <span className="muted">
              ({shown.length === rows.length ? rows.length : `${shown.length}/${rows.length}`})
            </span>
          </h2>
          <span className="grow" />
          <button type="button" className="btn" onClick={clear}>
            清空
          </button>
        </div>
        <div className="log-bar-row">
          <input
            className="input"
            placeholder="筛选接口"
            aria-label="筛选接口"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <label className="check" title="只显示手机框里应用页面的调用：不含 JS-SDK 演示页、其他标签页和真机">
            <input type="checkbox" checked={phoneOnly} onChange={(e) => setPhoneOnly(e.target.checked)} />
            只看本机应用
          </label>
          <label className="check">
            <input type="checkbox" checked={failuresOnly} onChange={(e) => setFailuresOnly(e.target.checked)} />
            只看失败
          </label>
        </div>
      </header>
      {shown.length === 0 ? (
        <p className="idle log-empty">
          {rows.length
            ? '没有符合条件的调用'
            : '还没有调用。应用或 JS-SDK 演示页调用 wx.config、wx.scanQRCode 等接口后会出现在这里。'}
        </p>
      ) : (
        <ol className="log-list">
          {shown.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** Pieces every answering panel shares: the waiting call's banner, the 默认应答 selector, hooks. */
import { type ReactNode, useId } from 'react';
import type { Answer, InteractiveApi, Policy } from '../../bridge/protocol';
import { controlApi } from '../state/api';
import { answerAsk, API_LABELS, type AskedApi, asks, type PendingAsk, policies, waitingFor } from '../state/host';
import { useStore } from '../state/store';
import { attempt } from '../state/toast';

/** The oldest call of `api` waiting for this panel, and a way to answer it. */
export function useWaiting(api: AskedApi): [PendingAsk | undefined, (answer: Answer) => void] {
  const waiting = waitingFor(useStore(asks), api);
  return [waiting, (answer) => waiting && answerAsk(waiting.id, answer)];
}

const POLICIES: { value: Policy; label: string; hint: string }[] = [
  { value: 'ask', label: '询问', hint: '在面板里等你操作' },
  { value: 'ok', label: '成功', hint: '立即以默认数据成功' },
  { value: 'cancel', label: '取消', hint: '立即取消' },
  { value: 'fail', label: '失败', hint: '立即失败' },
];

/** `askHint`: where 询问 waits, when not in the panel (the subscribe dialog is on the phone). */
export function PolicySelect({ api, askHint }: { api: InteractiveApi; askHint?: string }) {
  const current = useStore(policies)[api] ?? 'ask';
  const choose = (policy: Policy) => {
    policies.set((all) => ({ ...all, [api]: policy }));
    void attempt(() => controlApi.setPolicy(api, policy));
  };
  return (
    <div className="policy" role="radiogroup" aria-label="默认应答">
      <span className="policy-label">默认应答</span>
      {POLICIES.map((p) => (
        <button
          key={p.value}
          type="button"
          role="radio"
          aria-checked={current === p.value}
          className={current === p.value ? 'seg on' : 'seg'}
          title={p.value === 'ask' && askHint ? askHint : p.hint}
          onClick={() => choose(p.value)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

function compact(args: Record<string, unknown>): string {
  const text = JSON.stringify(args);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

/** Shown at the top of a panel while the app waits on it. */
export function WaitingBanner({ ask, onCancel, onFail }: { ask: PendingAsk; onCancel(): void; onFail?(): void }) {
  const more = useStore(asks).filter((a) => a.api === ask.api).length - 1;
  return (
    <div className="waiting" role="status">
      <div className="waiting-head">
        <span className="pulse" aria-hidden="true" />
        <strong>
          应用正在等待：wx.{ask.api}（{API_LABELS[ask.api]}）
        </strong>
        {more > 0 && <span className="badge">另有 {more} 个排队</span>}
      </div>
      <code className="waiting-args">{compact(ask.args)}</code>
      <div className="row">
        <button type="button" className="btn" onClick={onCancel}>
          取消
        </button>
        {onFail && (
          <button type="button" className="btn danger-text" onClick={onFail}>
            失败
          </button>
        )}
      </div>
    </div>
  );
}

export function Idle({ children }: { children: ReactNode }) {
  return <p className="idle">{children}</p>;
}

/** A panel's section, a region named by its heading (a test or a screen reader finds it by title). */
export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section className="section" aria-labelledby={id}>
      <header className="section-head">
        <h3 id={id}>{title}</h3>
        {aside}
      </header>
      {children}
    </section>
  );
}

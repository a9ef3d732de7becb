/**
 * WeChat's subscribe dialog over the phone, shown when the app's `wx-open-subscribe` is tapped
 * and the control API would not answer (state/host.ts subscribeAsk): the account's name, one
 * switch per template (on at first), 总是保持以上选择，不再询问, and 取消 / 允许. 允许 answers
 * `ok` with each template's status (and `always`); 取消 answers `cancel` (every template rejected).
 */
import { useState } from 'react';
import type { SubscribeStatus } from '../../bridge/protocol';
import { answerSubscribe, type SubscribeAsk, subscribeAsk } from '../state/host';
import { useStore } from '../state/store';
import '../subscribe.css';

export const ALWAYS_LABEL = '总是保持以上选择，不再询问';

export function SubscribeSheet({ ask }: { ask: SubscribeAsk }) {
  const [on, setOn] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(ask.templates.map((entry) => [entry.template_id, true])),
  );
  const [always, setAlways] = useState(false);
  const allow = () => {
    const statuses: Record<string, SubscribeStatus> = {};
    for (const entry of ask.templates) statuses[entry.template_id] = on[entry.template_id] ? 'accept' : 'reject';
    answerSubscribe({ action: 'ok', data: { statuses, always } });
  };
  return (
    <div className="wx-sheet-dim" role="presentation">
      <div className="wx-subscribe" role="dialog" aria-modal="true" aria-label="订阅通知">
        <div className="wx-subscribe-account">
          <span className="wx-subscribe-logo" aria-hidden="true">
            {ask.account.slice(0, 1)}
          </span>
          {ask.account}
        </div>
        <h2 className="wx-subscribe-title">申请向你发送以下通知</h2>
        <ul className="wx-subscribe-list">
          {ask.templates.map((entry) => (
            <li key={entry.template_id}>
              <label className="wx-subscribe-row">
                <span>{entry.title}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="wx-switch"
                  data-template={entry.template_id}
                  checked={on[entry.template_id] ?? true}
                  aria-checked={on[entry.template_id] ?? true}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setOn((current) => ({ ...current, [entry.template_id]: checked }));
                  }}
                />
              </label>
            </li>
          ))}
        </ul>
        <label className="wx-subscribe-always">
          <input type="checkbox" checked={always} onChange={(event) => setAlways(event.currentTarget.checked)} />
          <span>{ALWAYS_LABEL}</span>
        </label>
        <div className="wx-subscribe-buttons">
          <button type="button" className="wx-subscribe-cancel" onClick={() => answerSubscribe({ action: 'cancel' })}>
            取消
          </button>
          <button type="button" className="wx-subscribe-allow" onClick={allow}>
            允许
          </button>
        </div>
      </div>
    </div>
  );
}

export function SubscribeDialog() {
  const ask = useStore(subscribeAsk);
  return ask ? <SubscribeSheet key={ask.id} ask={ask} /> : null;
}

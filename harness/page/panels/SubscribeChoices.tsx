/**
 * 订阅消息 in the 服务通知 panel: how the phone answers a `wx-open-subscribe` tap (默认应答: the
 * dialog on the phone, or the control API's answer at once) and the current persona's remembered
 * 总是保持以上选择 answers, with a way to forget them (WeChat's 设置 → 订阅消息; control API
 * /subscribe-choices).
 */
import { useCallback, useEffect, useState } from 'react';
import { CONTROL, type SubscribeStatus } from '../../bridge/protocol';
import { call } from '../state/api';
import { subscribeAsk } from '../state/host';
import { session } from '../state/session';
import { useStore } from '../state/store';
import { attempt, toast } from '../state/toast';
import { PolicySelect, Section } from './common';
import '../subscribe.css';

interface Choice {
  persona: string;
  template_id: string;
  title: string;
  status: SubscribeStatus;
}

const pathFor = (persona: string, extra = '') =>
  `${CONTROL.subscribeChoices}?persona=${encodeURIComponent(persona)}${extra}`;

const STATUS_LABELS: Record<SubscribeStatus, string> = { accept: '允许', reject: '拒绝' };

export function SubscribeChoices() {
  const { persona } = useStore(session);
  const dialog = useStore(subscribeAsk);
  const [rows, setRows] = useState<Choice[] | null>(null);
  const load = useCallback(async () => {
    if (!persona) return setRows([]);
    try {
      setRows((await call<{ rows: Choice[] }>('GET', pathFor(persona))).rows);
    } catch (error) {
      toast((error as Error).message, 'error');
    }
  }, [persona]);
  useEffect(() => {
    // Also once the dialog closed: its 总是保持 choice may just have been remembered.
    if (dialog) return undefined;
    const timer = setTimeout(() => void load(), 300);
    return () => clearTimeout(timer);
  }, [load, dialog]);
  const forget = async (templateId?: string) => {
    const extra = templateId ? `&template_id=${encodeURIComponent(templateId)}` : '';
    if (await attempt(() => call('DELETE', pathFor(persona, extra)), '已清除，下次订阅会再询问')) await load();
  };
  return (
    <Section
      title="订阅消息"
      aside={
        <button type="button" className="btn" onClick={() => void load()}>
          刷新
        </button>
      }
    >
      <PolicySelect api="subscribe" askHint="在手机上弹出订阅窗口" />
      <p className="muted small">应用的订阅按钮（wx-open-subscribe）点按后，由手机上的订阅窗口或这里的默认应答回答。</p>
      <h4 className="small">已“总是保持以上选择”的通知</h4>
      {rows?.length === 0 ? <p className="muted small">没有记住的选择，每次订阅都会询问</p> : null}
      {rows?.length ? (
        <>
          <ul className="stack subscribe-choices" aria-label="记住的订阅选择">
            {rows?.map((row) => (
              <li key={row.template_id} className="row">
                <span>{row.title}</span>
                <span className={row.status === 'accept' ? 'badge ok' : 'badge warn'}>{STATUS_LABELS[row.status]}</span>
                <span className="grow" />
                <button
                  type="button"
                  className="btn"
                  aria-label={`清除${row.title}的选择`}
                  onClick={() => void forget(row.template_id)}
                >
                  清除
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={() => void forget()}>
            全部清除
          </button>
        </>
      ) : null}
    </Section>
  );
}

/**
 * 服务通知: the reminders the library sent the current persona, as WeChat lists its subscribe
 * messages (the template's title, its fields, 查看详情 opening the message's page in the phone),
 * and the harness clock that makes them come due: move it forward, run the reminder job, see a
 * reminder arrive and open it (docs/HARNESS.md, control API: /clock, /reminders/run,
 * /notifications); and 订阅消息, how the subscribe dialog answers (SubscribeChoices.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import { call } from '../state/api';
import { navigate } from '../state/frame';
import { session } from '../state/session';
import { useStore } from '../state/store';
import { attempt, toast } from '../state/toast';
import { Section } from './common';
import { SubscribeChoices } from './SubscribeChoices';

interface Clock {
  now: number;
  time: string;
  offsetMs: number;
}

interface Notice {
  id: number;
  kind: 'due' | 'arrival' | 'fine';
  title: string;
  page: string;
  data: Record<string, { value: string }>;
  sent_at: string;
}

/** What each keyword of a template is called on the message, in the template's order. */
const LABELS: Record<Notice['kind'], Record<string, string>> = {
  due: { thing1: '书名', time2: '到期日期', character_string3: '读者证', thing4: '备注' },
  arrival: { thing1: '书名', thing2: '取书地点', character_string3: '取书码', time4: '保留至' },
  fine: { amount1: '金额', thing2: '原因', time3: '产生日期', thing4: '备注' },
};

const DAY_MS = 24 * 3600_000;

export function NoticesPanel() {
  const { personas, persona } = useStore(session);
  const openid = personas.find((p) => p.persona === persona)?.openid ?? '';
  const [clock, setClock] = useState<Clock | null>(null);
  const [rows, setRows] = useState<Notice[] | null>(null);
  const load = useCallback(async () => {
    try {
      setClock(await call<Clock>('GET', '/__harness/api/clock'));
      const list = openid
        ? await call<{ rows: Notice[] }>('GET', `/__harness/api/notifications?openid=${encodeURIComponent(openid)}`)
        : { rows: [] };
      setRows(list.rows);
    } catch (error) {
      toast((error as Error).message, 'error');
    }
  }, [openid]);
  useEffect(() => {
    void load();
  }, [load]);
  const act = async (run: () => Promise<unknown>, success: string) => {
    if (await attempt(run, success)) await load();
  };
  const advance = (days: number) => act(() => call('POST', '/__harness/api/clock', { days }), `时钟已拨快${days}天`);
  const runJob = async () => {
    try {
      const sent = await call<{ total: number }>('POST', '/__harness/api/reminders/run', {});
      toast(sent.total ? `已发送${sent.total}条提醒` : '没有要发送的提醒');
      await load();
    } catch (error) {
      toast((error as Error).message, 'error');
    }
  };
  return (
    <div className="panel-body">
      <Section title="时钟">
        <p className="small">
          服务器时间 <strong>{clock?.time ?? '…'}</strong>
          {clock && clock.offsetMs > 0 ? (
            <span className="badge warn">已拨快 {Math.round((clock.offsetMs / DAY_MS) * 10) / 10} 天</span>
          ) : null}
        </p>
        <div className="row">
          <button type="button" className="btn" onClick={() => void advance(1)}>
            拨快1天
          </button>
          <button type="button" className="btn" onClick={() => void advance(3)}>
            拨快3天
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => void act(() => call('DELETE', '/__harness/api/clock'), '时钟已恢复')}
          >
            恢复
          </button>
          <button type="button" className="btn primary" onClick={() => void runJob()}>
            运行提醒任务
          </button>
        </div>
        <p className="muted small">手机登录仍按真实时间；拨快后应用会重新登录。</p>
      </Section>
      <Section
        title="服务通知"
        aside={
          <button type="button" className="btn" onClick={() => void load()}>
            刷新
          </button>
        }
      >
        {!openid ? <p className="muted small">先在“用户”里选一个模拟用户</p> : null}
        {rows?.length === 0 && openid ? <p className="muted small">还没有服务通知</p> : null}
        <ul className="stack message-desk">
          {rows?.map((row) => (
            <li key={row.id} className="message-item" aria-label={row.title}>
              <div className="row">
                <strong>{row.title}</strong>
                <span className="muted small">{row.sent_at.slice(0, 16)}</span>
              </div>
              <dl className="small notice-fields">
                {Object.entries(row.data).map(([key, field]) => (
                  <div key={key} className="row">
                    <dt className="muted">{LABELS[row.kind]?.[key] ?? key}</dt>
                    <dd>{field.value}</dd>
                  </div>
                ))}
              </dl>
              <button type="button" className="btn" onClick={() => navigate(row.page)}>
                查看详情
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <SubscribeChoices />
    </div>
  );
}

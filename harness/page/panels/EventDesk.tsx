/**
 * 服务台：活动签到. The desk scans the entry code a reader shows on 我的活动 (a signed
 * `LIBEVENT:` code) and the library system checks them in, or says why not (forged, a waitlist
 * place, outside the check-in time, already checked in).
 */
import { useState } from 'react';
import { EVENT_ENTRY_PREFIX } from '../../../src/api/contract/events';
import { controlApi } from '../state/api';
import { shownQrPayload } from '../state/frame';
import { toast } from '../state/toast';
import { Section } from './common';

export function EventDesk() {
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const checkin = async (text: string) => {
    setBusy(true);
    try {
      const signup = await controlApi.eventCheckin(text.trim());
      setVerdict({ ok: true, text: `${signup.statename}：${signup.name}，${signup.title}` });
    } catch (error) {
      setVerdict({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const takeFromPhone = () => {
    const shown = shownQrPayload(EVENT_ENTRY_PREFIX);
    if (!shown) {
      toast('手机里没有显示活动入场码：先打开 我的活动 页面');
      return;
    }
    setCode(shown);
    void checkin(shown);
  };

  return (
    <Section title="服务台：活动签到">
      <p className="muted small">
        模拟活动现场的服务台扫描读者在「我的活动」出示的入场码：活动开始前 30 分钟起可签到。
      </p>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void checkin(code);
        }}
      >
        <label className="field">
          <span>入场码内容</span>
          <input
            className="input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={`${EVENT_ENTRY_PREFIX}123.…`}
            aria-label="入场码内容"
          />
        </label>
        <div className="row">
          <button type="submit" className="btn primary" disabled={busy || !code.trim()}>
            签到
          </button>
          <button type="button" className="btn" disabled={busy} onClick={takeFromPhone}>
            扫描手机上的入场码
          </button>
        </div>
      </form>
      {verdict ? (
        <output className="stack gate-verdict" aria-label="签到结果">
          <span className={`badge ${verdict.ok ? 'ok' : 'warn'}`}>{verdict.ok ? '签到成功' : '未签到'}</span>
          <strong>{verdict.text}</strong>
        </output>
      ) : null}
    </Section>
  );
}

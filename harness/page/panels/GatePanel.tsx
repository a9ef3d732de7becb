/**
 * 闸机: a self-service machine (gate, self-checkout) scanning the electronic reader card. Paste the
 * QR code's text, or take the one the phone shows, and the library system says what the machine
 * would: valid, expired, forged, or the card cannot be used. Below it, the events desk checks a
 * reader in by their entry code (EventDesk).
 */
import { useState } from 'react';
import { controlApi, type QrcodeVerdict } from '../state/api';
import { shownQrPayload } from '../state/frame';
import { toast } from '../state/toast';
import { Section } from './common';
import { EventDesk } from './EventDesk';

const RESULT_LABELS: Record<QrcodeVerdict['result'], string> = {
  valid: '通过',
  expired: '已过期',
  forged: '签名不符',
  card: '读者证不可用',
  unknown: '无法识别',
};

export function GatePanel() {
  const [payload, setPayload] = useState('');
  const [verdict, setVerdict] = useState<QrcodeVerdict | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (text: string) => {
    setBusy(true);
    try {
      setVerdict(await controlApi.verifyReaderQrcode(text));
    } catch (error) {
      setVerdict(null);
      toast((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const takeFromPhone = () => {
    const shown = shownQrPayload('RC1.');
    if (!shown) {
      toast('手机里没有显示读者证二维码：先打开 读者证二维码 页面');
      return;
    }
    setPayload(shown);
    void verify(shown);
  };

  return (
    <div className="panel-body">
      <Section title="自助机验证读者证二维码">
        <p className="muted small">
          模拟自助借还机、入馆闸机扫描电子读者证：二维码 90 秒内有效，签名用图书馆系统的密钥核对，读者证须可用。
        </p>
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            void verify(payload);
          }}
        >
          <label className="field">
            <span>扫到的内容</span>
            <textarea
              className="input"
              rows={3}
              value={payload}
              onChange={(event) => setPayload(event.target.value)}
              placeholder="RC1.SX100001.1735000000.…"
              aria-label="扫到的二维码内容"
            />
          </label>
          <div className="row">
            <button type="submit" className="btn primary" disabled={busy || !payload.trim()}>
              验证
            </button>
            <button type="button" className="btn" disabled={busy} onClick={takeFromPhone}>
              扫描手机上的二维码
            </button>
          </div>
        </form>
        {verdict ? (
          <output className="stack gate-verdict" aria-label="验证结果">
            <span className={`badge ${verdict.ok ? 'ok' : 'warn'}`}>{RESULT_LABELS[verdict.result]}</span>
            <strong>{verdict.message}</strong>
            {verdict.age !== undefined ? <span className="muted small">生成于 {verdict.age} 秒前</span> : null}
          </output>
        ) : null}
      </Section>
      <EventDesk />
    </div>
  );
}

/**
 * 读者证二维码 (/rdrnos/qrcode): the electronic reader card. A signed QR code from the library
 * system, renewed every minute with a visible countdown and at once after a gate used it, and a Code 128 barcode of the card
 * number for desk scanners; the reader's name masked (the screen is shown to others). Without a
 * network the last code is shown from the phone, marked as such.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { LoadFailure, Skeleton } from '../../components/AsyncView';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { maskName } from '../../components/ui/mask';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { CardQrcodeStore } from './CardQrcodeStore';
import { Barcode } from './components/Barcode';
import { QrImage } from '../../components/ui/QrImage';
import '../../components/ui/page.css';
import './qrcode.css';

const Qrcode = observer(function Qrcode() {
  return (
    <div className="ui-page card-qrcode">
      <CardGate noCard={<BindFirst text="绑定后即可出示读者证二维码" />}>{() => <ElectronicCard />}</CardGate>
    </div>
  );
});

const ElectronicCard = observer(function ElectronicCard() {
  const store = useFeature(CardQrcodeStore);
  const { reader } = useStores();
  const navigate = useNavigate();
  // Starts the refreshes; the route remounts on each visit, and leaving it stops the clock.
  useEffect(() => store.start(), [store]);
  const code = store.code;

  if (store.refusal) {
    // What the reader can do here: a lost card's loss is cancelled, an expired card extended, on 卡证详情.
    const state = reader.shownBase?.state;
    const next = state === 'lost' ? '去取消挂失' : state === 'expired' ? '去办理延期' : '查看卡证详情';
    return (
      <StatusPanel
        kind="empty"
        title="暂时不能出示读者证二维码"
        text={store.refusal}
        actionText={next}
        onAction={() => navigate(PATHS.cardDetail)}
      />
    );
  }
  if (store.status === 'error') return <LoadFailure message={store.error} onRetry={() => void store.load()} />;
  if (!code) return <Skeleton rows={3} label="二维码加载中" />;

  return (
    <section className="card-ecard" aria-label="读者证二维码">
      <header className="card-ecard-head">
        <span className="card-ecard-name">{maskName(code.name || reader.shownBase?.name)}</span>
        <span className="card-ecard-number">{code.rdrno}</span>
      </header>
      {store.fromCache ? (
        <div className="card-ecard-offline" role="status">
          <span>网络不可用，显示的是 {clock(code.issuedat)} 保存的二维码，可能已过期；条码仍可使用</span>
          <button type="button" className="ui-button ui-button--ghost" onClick={() => void store.load()}>
            重试
          </button>
        </div>
      ) : null}
      {store.renewedAfterUse ? (
        <p className="card-ecard-renewed" role="status">
          上一个二维码已使用，已为您更新
        </p>
      ) : null}
      <QrImage text={code.payload} label={`读者证 ${code.rdrno} 的二维码`} dimmed={store.fromCache} />
      <p className="card-ecard-countdown">
        <span>{store.fromCache ? '离线二维码' : `${store.secondsLeft} 秒后自动刷新`}</span>
        {store.fromCache ? null : (
          <button type="button" className="card-ecard-refresh" onClick={() => void store.load()}>
            刷新
          </button>
        )}
      </p>
      <Barcode value={code.rdrno} />
      <p className="card-ecard-tip">请在自助借还机或入馆闸机扫描二维码，服务台可扫描条码</p>
    </section>
  );
});

/** HH:mm of an epoch-ms moment, on the phone's clock. */
function clock(ms: number): string {
  const date = new Date(ms);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

export default Qrcode;

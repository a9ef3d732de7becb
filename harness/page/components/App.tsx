/** The harness page: phone in the middle-left, answering panels in tabs, the JS-SDK log on the right. */
import type { ReactNode } from 'react';
import { AddressPanel } from '../panels/AddressPanel';
import { DataPanel } from '../panels/DataPanel';
import { GatePanel } from '../panels/GatePanel';
import { FaultsPanel } from '../panels/FaultsPanel';
import { ImagesPanel } from '../panels/ImagesPanel';
import { LocationPanel } from '../panels/LocationPanel';
import { MessagesPanel } from '../panels/MessagesPanel';
import { NoticesPanel } from '../panels/NoticesPanel';
import { PayPanel } from '../panels/PayPanel';
import { PersonaPanel } from '../panels/PersonaPanel';
import { ReviewPanel } from '../panels/ReviewPanel';
import { ScanPanel } from '../panels/ScanPanel';
import { activePanel, asks, type PanelId, PANEL_OF } from '../state/host';
import { DEFAULT_TEXT_SIZE, textSizeStep } from '../../bridge/displaySettings';
import { session } from '../state/session';
import { useStore } from '../state/store';
import { toasts } from '../state/toast';
import { AddressBar, Toolbar } from './AddressBar';
import { LogView } from './LogView';
import { Phone } from './Phone';

const TABS: { id: PanelId; label: string; panel: ReactNode }[] = [
  { id: 'persona', label: '用户', panel: <PersonaPanel /> },
  { id: 'scan', label: '扫一扫', panel: <ScanPanel /> },
  { id: 'location', label: '定位', panel: <LocationPanel /> },
  { id: 'images', label: '图片', panel: <ImagesPanel /> },
  { id: 'pay', label: '支付', panel: <PayPanel /> },
  { id: 'address', label: '地址', panel: <AddressPanel /> },
  { id: 'faults', label: '故障', panel: <FaultsPanel /> },
  { id: 'data', label: '数据', panel: <DataPanel /> },
  { id: 'gate', label: '闸机', panel: <GatePanel /> },
  { id: 'messages', label: '留言', panel: <MessagesPanel /> },
  { id: 'review', label: '审核', panel: <ReviewPanel /> },
  { id: 'notices', label: '服务通知', panel: <NoticesPanel /> },
];

export function Who() {
  const { personas, persona, device, clientVersion, textSize, colorScheme } = useStore(session);
  const row = personas.find((p) => p.persona === persona);
  const size = textSizeStep(textSize);
  return (
    <span className="who">
      {row ? <img className="avatar small" src={row.headimgurl} alt="" /> : null}
      {row ? row.nickname : '未选模拟用户（将显示授权页）'}
      <span className="muted">
        {' '}
        · {device === 'android' ? 'Android' : 'iOS'} · 微信 {clientVersion}
        {colorScheme === 'dark' ? ' · 深色' : ''}
        {size.value === DEFAULT_TEXT_SIZE ? '' : ` · ${size.label}字体`}
      </span>
    </span>
  );
}

function Toasts() {
  const list = useStore(toasts);
  return (
    <div className="toasts" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}

export function App() {
  const active = useStore(activePanel);
  const waiting = new Set(useStore(asks).map((ask) => PANEL_OF[ask.api]));
  return (
    <div className="hp">
      <header className="hp-top">
        <h1>
          微信 H5 调试台 <span className="muted">· 书香市图书馆</span>
        </h1>
        <span className="grow" />
        <Who />
      </header>
      <main className="hp-main">
        <section className="stage" aria-label="手机">
          <AddressBar />
          <Toolbar />
          <Phone />
        </section>
        <section className="panels" aria-label="面板">
          <nav className="tabs">
            {TABS.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                aria-selected={active === tab.id}
                className={`tab${active === tab.id ? ' on' : ''}${waiting.has(tab.id) ? ' waiting' : ''}`}
                onClick={() => activePanel.set(tab.id)}
              >
                {tab.label}
                {waiting.has(tab.id) && <span className="dot" aria-label="等待应答" />}
              </button>
            ))}
          </nav>
          {TABS.map((tab) => (
            <div
              key={tab.id}
              role="tabpanel"
              aria-label={tab.label}
              hidden={active !== tab.id}
              className={waiting.has(tab.id) ? 'tabpanel asking' : 'tabpanel'}
            >
              {tab.panel}
            </div>
          ))}
        </section>
        <LogView />
      </main>
      <Toasts />
    </div>
  );
}

/** 我的读者证 (/rdrnos/index): the bound cards; switch the active one, unbind, add another. */
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import type { RdrnoBinding } from '../../api/contract';
import { PATHS } from '../../router/paths';
import { Empty } from '../../components/AsyncView';
import { CardGate } from '../../components/CardGate';
import { useStores } from '../../stores/context';
import { ReaderSummary } from '../../components/ui/ReaderSummary';
import '../../components/ui/page.css';
import './cards.css';

const BIND_PATH = PATHS.bind;

/** The active card's services, one tap from the card list. */
export const CARD_SERVICES = [
  { label: '读者证二维码', path: PATHS.cardQrcode },
  { label: '卡证详情', path: PATHS.cardDetail },
  { label: '修改密码', path: PATHS.cardPassword },
  { label: '修改信息', path: PATHS.cardModify },
];

const Cards = observer(function Cards() {
  const { reader } = useStores();
  const navigate = useNavigate();

  return (
    <div className="ui-page cards">
      <CardGate
        noCard={
          <Empty
            state={{
              title: '还没有绑定读者证',
              text: '绑定后即可在线借阅、续借、预约',
              actionText: '去绑定',
              onAction: () => navigate(BIND_PATH),
            }}
          />
        }
      >
        {() => (
          <>
            <ActiveSummary />
            <nav className="ui-card cards-services" aria-label="读者证服务">
              {CARD_SERVICES.map((item) => (
                <Link key={item.path} className="cards-service" to={item.path}>
                  {item.label}
                </Link>
              ))}
            </nav>
            <ul className="cards-list" aria-label="已绑定的读者证">
              {reader.rdrnos.map((card) => (
                <CardRow key={card.rdrno} card={card} />
              ))}
            </ul>
            <div className="cards-actions">
              <Button block look="ghost" onClick={() => navigate(BIND_PATH)}>
                绑定读者证
              </Button>
              <Link className="cards-apply" to={PATHS.cardCreate}>
                没有读者证？在线办证
              </Link>
            </div>
          </>
        )}
      </CardGate>
    </div>
  );
});

const ActiveSummary = observer(function ActiveSummary() {
  const base = useStores().reader.shownBase;
  if (!base) return null;
  return (
    <ReaderSummary
      name={base.name}
      number={base.rdrno}
      stateName={base.statename}
      stateOk={base.state === 'valid'}
      rows={[
        { label: '读者类型', value: base.rdrtypename },
        { label: '所属馆', value: base.libname },
        { label: '有效期', value: base.startdate || base.enddate ? `${base.startdate} 至 ${base.enddate}` : '' },
      ]}
    />
  );
});

const CardRow = observer(function CardRow({ card }: { card: RdrnoBinding }) {
  const { app, reader, env } = useStores();
  const active = card.rdrno === reader.select_rdrno;

  async function switchTo() {
    const result = await reader.switchTo(card.rdrno);
    env.ui.toast(result.message);
  }

  async function unbind() {
    const confirmed = await env.ui.confirm({
      title: '解绑读者证',
      content: `解绑后读者证 ${card.rdrno} 不再显示在本微信中，可随时重新绑定。`,
      confirmText: '确认解绑',
      cancelText: '暂不',
    });
    if (!confirmed) return;
    const result = await reader.unbind(card.rdrno);
    env.ui.toast(result.message);
  }

  return (
    <li className={`ui-card cards-item ${active ? 'cards-item--active' : ''}`}>
      <div className="cards-item-head">
        <span className="cards-item-no">{card.rdrno}</span>
        {active ? <span className="cards-current">当前使用</span> : null}
      </div>
      <div className="cards-item-lib">{app.libraryName(card.libcode) || '未知馆'}</div>
      {card.remark ? <div className="cards-item-remark">{card.remark}</div> : null}
      <div className="cards-item-buttons">
        {active ? null : (
          <Button
            disabled={reader.busy}
            busy={reader.switchAction.busy}
            onClick={switchTo}
            aria-label={`切换到读者证 ${card.rdrno}`}
          >
            切换
          </Button>
        )}
        <Button look="danger" disabled={reader.busy} onClick={unbind} aria-label={`解绑读者证 ${card.rdrno}`}>
          解绑
        </Button>
      </div>
    </li>
  );
});

export default Cards;

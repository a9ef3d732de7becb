/**
 * 卡证详情 (/rdrnos/detail): the active card's whole record and state, and what the library lets
 * the reader do with it here: 挂失, 取消挂失, 延期 (an expired card too; each after a confirmation
 * whose buttons name the action), a refusal inline with its next step, and the way to the
 * card's QR code, password and contact details. The rules are the store's and the server's.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { ChevronGlyph } from '../../components/ui/glyphs';
import { ReaderSummary } from '../../components/ui/ReaderSummary';
import { formatMoney } from '../../lib/format';
import { maskPhone } from '../../api/contract/typed';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import type { Action } from '../../stores/base/Action';
import { CardServicesStore } from './CardServicesStore';
import { cardOffers } from './validation';
import '../../components/ui/page.css';
import './detail.css';

export const CARD_LINKS = [
  { label: '读者证二维码', path: PATHS.cardQrcode },
  { label: '修改密码', path: PATHS.cardPassword },
  { label: '修改读者证信息', path: PATHS.cardModify },
];

const Detail = observer(function Detail() {
  const services = useFeature(CardServicesStore);
  // The route remounts on every visit: the record is fetched again, a desk may have changed it.
  useEffect(() => void services.refresh(), [services]);
  return (
    <div className="ui-page card-detail">
      <CardGate noCard={<BindFirst text="绑定或在线办理读者证后可查看详情" />}>{() => <Record />}</CardGate>
    </div>
  );
});

const Record = observer(function Record() {
  const { reader } = useStores();
  const base = reader.shownBase;
  const extra = reader.shownExtra;
  if (!base) return null;
  const rows = [
    { label: '证件号码', value: base.idcard },
    { label: '性别', value: base.sex === 1 ? '男' : base.sex === 2 ? '女' : '' },
    { label: '手机号码', value: maskPhone(base.phone) },
    { label: '电子邮箱', value: base.email || '未填写' },
    { label: '联系地址', value: base.address || '未填写' },
    { label: '办证日期', value: base.startdate },
    { label: '押金', value: extra ? formatMoney(extra.deposit) : '' },
    { label: '在借 / 可借', value: extra ? `${extra.loancount} / ${extra.loanlimit}` : '' },
  ];
  return (
    <>
      <ReaderSummary
        name={base.name}
        number={base.rdrno}
        stateName={base.statename}
        stateOk={base.state === 'valid'}
        rows={[
          { label: '读者类型', value: base.rdrtypename },
          { label: '所属馆', value: base.libname },
          { label: '有效期至', value: base.enddate },
        ]}
      />
      <dl className="ui-card card-detail-rows" aria-label="读者证信息">
        {rows.map((row) => (
          <div key={row.label} className="card-detail-row">
            <dt>{row.label}</dt>
            <dd>{row.value || '-'}</dd>
          </div>
        ))}
      </dl>
      <StateActions />
      <nav className="ui-card card-detail-links" aria-label="读者证服务">
        {CARD_LINKS.map((link) => (
          <Link key={link.path} className="card-detail-link" to={link.path}>
            <span>{link.label}</span>
            <ChevronGlyph size={16} />
          </Link>
        ))}
      </nav>
    </>
  );
});

/** What a confirmation says and its buttons (naming the action, never 确定 / 取消). */
interface Ask {
  title: string;
  content: string;
  confirmText: string;
}

export function stateAsks(rdrno: string): Record<'lost' | 'cancelLost' | 'delay', Ask> {
  return {
    lost: {
      title: '挂失读者证',
      content: `挂失后读者证 ${rdrno} 将暂停借阅、续借和预约，找回后可在此取消挂失。`,
      confirmText: '确认挂失',
    },
    cancelLost: {
      title: '取消挂失',
      content: `已找回读者证 ${rdrno}？取消挂失后即可正常借阅、续借和预约。`,
      confirmText: '确认取消挂失',
    },
    delay: { title: '读者证延期', content: `读者证 ${rdrno} 的有效期将延长一年。`, confirmText: '确认延期' },
  };
}

const StateActions = observer(function StateActions() {
  const services = useFeature(CardServicesStore);
  const { reader, env } = useStores();
  // A refusal stays beside the buttons (the rule and the next step), not in a passing toast.
  const [refusal, setRefusal] = useState('');
  const base = reader.shownBase;
  if (!base) return null;
  const offers = cardOffers(base);
  const asks = stateAsks(base.rdrno);

  async function act(action: Action<[]>, ask: Ask) {
    setRefusal('');
    if (!(await env.ui.confirm({ ...ask, cancelText: '暂不' }))) return;
    const result = await action.run();
    if (result.ok) env.ui.toast(result.message);
    else setRefusal(result.message);
  }

  if (!offers.lost && !offers.cancelLost && !offers.delay && !offers.delayHint) return null;
  return (
    <section className="ui-card card-detail-actions" aria-label="读者证状态办理">
      {offers.cancelLost ? <p className="card-detail-hint">找回读者证后，可在此取消挂失</p> : null}
      {offers.cancelLost ? (
        <Button
          block
          disabled={services.busy}
          busy={services.cancelLost.busy}
          onClick={() => act(services.cancelLost, asks.cancelLost)}
        >
          取消挂失
        </Button>
      ) : null}
      {offers.delay || offers.delayHint ? (
        <Button
          block
          look={base.state === 'expired' ? 'primary' : 'ghost'}
          disabled={services.busy || !offers.delay}
          busy={services.delay.busy}
          onClick={() => act(services.delay, asks.delay)}
        >
          延期
        </Button>
      ) : null}
      {offers.delayHint ? <p className="card-detail-hint">{offers.delayHint}</p> : null}
      {refusal ? (
        <p className="card-detail-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {offers.lost ? (
        <Button
          block
          look="danger"
          disabled={services.busy}
          busy={services.lost.busy}
          onClick={() => act(services.lost, asks.lost)}
        >
          挂失
        </Button>
      ) : null}
    </section>
  );
});

export default Detail;

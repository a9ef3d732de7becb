/**
 * 我的礼品 (/getgifts): the card's redemptions, newest first: 待领取 with the pickup code as a QR
 * code and the library, 待发货 and 已发货 with the address, 已领取, 已取消; 取消兑换 while it may.
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { Redemption } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { QrImage } from '../../components/ui/QrImage';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature } from '../../stores/context';
import { consigneeLine } from './addressText';
import { isCancellable, MyGiftsStore } from './MyGiftsStore';
import '../../components/ui/page.css';
import './gifts.css';

const Gifts = observer(function Gifts() {
  return (
    <div className="ui-page gifts">
      <CardGate noCard={<BindFirst text="绑定后即可查看兑换的礼品" />}>{() => <Redemptions />}</CardGate>
    </div>
  );
});

const Redemptions = observer(function Redemptions() {
  const store = useFeature(MyGiftsStore);
  const navigate = useNavigate();
  useCardLoad(() => store.load(), [store]);
  return (
    <AsyncList
      list={store.list}
      label="我的礼品"
      rowKey={(row: Redemption) => row.id}
      estimateSize={160}
      renderRow={(row: Redemption) => <RedemptionCard row={row} store={store} />}
      emptyState={{
        title: '还没有兑换礼品',
        text: '积分可以在积分商城兑换礼品',
        actionText: '去积分商城',
        onAction: () => navigate(PATHS.mall),
      }}
    />
  );
});

const RedemptionCard = observer(function RedemptionCard({ row, store }: { row: Redemption; store: MyGiftsStore }) {
  const confirmThen = useConfirmedAction();
  const cancel = () =>
    confirmThen(
      {
        title: '取消兑换',
        content: `确定取消兑换${row.name}吗？${row.points} 积分将退回。`,
        confirmText: '确认取消兑换',
        cancelText: '暂不',
      },
      () => store.cancel.run(row),
    );
  return (
    <article className="gifts-card" aria-label={`${row.name} ${row.statename}`}>
      <div className="gifts-head">
        <img src={row.picture} alt="" width={64} height={64} loading="lazy" />
        <div className="gifts-head-text">
          <strong>{row.name}</strong>
          <span>
            {row.points} 积分 · {row.createtime.slice(0, 16)}
          </span>
        </div>
        <span className={`gifts-state gifts-state--${row.state}`}>{row.statename}</span>
      </div>
      <Where row={row} />
      {isCancellable(row) ? (
        <div className="gifts-actions">
          <button
            type="button"
            className="ui-button ui-button--ghost"
            disabled={store.cancel.busyFor(row.id)}
            onClick={() => void cancel()}
          >
            取消兑换
          </button>
        </div>
      ) : null}
    </article>
  );
});

/** Where the gift is (or was) received, and when it was collected, posted or cancelled. */
function Where({ row }: { row: Redemption }) {
  const when = row.closetime?.slice(0, 16) ?? '';
  const closed = { collected: `已于 ${when} 领取`, shipped: `已于 ${when} 发货`, cancelled: `已于 ${when} 取消` };
  const note = row.state in closed ? closed[row.state as keyof typeof closed] : '';
  return (
    <div className="gifts-where">
      {row.delivery === 'pickup' ? (
        <p>领取馆：{row.libname}</p>
      ) : (
        <>
          <p>邮寄至：{consigneeLine({ name: row.consignee, phone: row.phone })}</p>
          <p>{row.address}</p>
        </>
      )}
      {note ? <p className="gifts-hint">{note}</p> : null}
      {row.state === 'ready' ? (
        <div className="gifts-code">
          <QrImage text={row.pickupcode} label={`领取码 ${row.pickupcode}`} />
          <p>
            领取码 <strong>{row.pickupcode}</strong>
          </p>
          <p className="gifts-hint">到馆后向工作人员出示此码领取</p>
        </div>
      ) : null}
    </div>
  );
}

export default Gifts;

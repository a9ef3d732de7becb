/**
 * 财经记录 (/CurFineList): fines unpaid and paid, the total owed, 去缴费 in WeChat. A payment ends
 * on the result page (amount, order number); one that did not happen says so in place: the fines
 * are still unpaid, and what to do. 订阅罚款提醒 for the fines to come.
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { CurFine } from '../../api/contract';
import { CardListView } from '../../components/CardListView';
import { ResultPanel } from '../../components/ui/ResultPanel';
import { formatMoney } from '../../lib/format';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature } from '../../stores/context';
import { FinesStore } from './FinesStore';
import { ReminderOffer } from '../../components/ReminderOffer';
import '../../components/ui/page.css';
import './loans.css';
import './fines.css';

const Fines = observer(function Fines() {
  const navigate = useNavigate();
  const store = useFeature(FinesStore);
  useCardLoad(() => store.load(), [store]);
  const { list } = store;
  if (store.receipt) return <Paid store={store} />;
  return (
    <div className="ui-page loans">
      <CardListView
        load={list}
        whyBind="绑定后即可查看财经记录"
        loadingLabel="财经记录加载中"
        emptyState={{
          title: '没有财经记录',
          text: '按时归还就不会产生罚款',
          actionText: '查看借阅',
          onAction: () => navigate(PATHS.loans),
        }}
      >
        {() => (
          <>
            <Owed store={store} />
            <ReminderOffer kind="fine" />
            <ul className="loans-fines" aria-label="罚款记录">
              {list.rows.map((fine) => (
                <li key={fine.fineid}>
                  <FineRow fine={fine} />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardListView>
    </div>
  );
});

const Owed = observer(function Owed({ store }: { store: FinesStore }) {
  const failure = store.pay.result && !store.pay.result.ok ? store.pay.result.message : '';
  return (
    <section className="ui-card loans-owed" aria-label="未缴罚款">
      <div className="loans-owed-line">
        <div>
          <div className="loans-owed-label">未缴合计</div>
          <div className="loans-owed-amount">{formatMoney(store.owed)}</div>
        </div>
        {store.owed > 0 ? (
          <button
            type="button"
            className="ui-button"
            disabled={store.pay.busy}
            aria-busy={store.pay.busy}
            onClick={() => void store.pay.run()}
          >
            {store.pay.busy ? '支付中…' : '去缴费'}
          </button>
        ) : (
          <span className="loans-owed-none">无需缴费</span>
        )}
      </div>
      {failure && !store.pay.busy ? (
        <p className="fines-problem" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
});

/** The result page of a payment: what was paid, the order, and back to the list. */
const Paid = observer(function Paid({ store }: { store: FinesStore }) {
  const order = store.receipt;
  if (!order) return null;
  return (
    <div className="ui-page">
      <ResultPanel
        kind="success"
        title="缴费成功"
        text="罚款已缴清，可在财经记录中查看每笔罚款。"
        details={[
          ['缴费金额', formatMoney(order.amount)],
          ['缴清罚款', `${order.fineids.length} 笔`],
          ['订单号', order.orderid],
          ['支付时间', order.paytime ?? ''],
        ]}
        primary={{ text: '返回财经记录', onAction: () => store.dismissReceipt() }}
      />
    </div>
  );
});

function FineRow({ fine }: { fine: CurFine }) {
  return (
    <article className="ui-card loans-fine" aria-label={fine.reasonname}>
      <div className="loans-fine-head">
        <span className="loans-fine-reason">{fine.reasonname}</span>
        <span className={`loans-fine-amount ${fine.paid ? 'loans-fine-amount--paid' : ''}`}>
          {formatMoney(fine.amount)}
        </span>
      </div>
      {fine.title || fine.barcode ? (
        <div className="loans-item-line">
          {fine.title}
          {fine.barcode ? ` · 条码 ${fine.barcode}` : ''}
        </div>
      ) : null}
      <div className="loans-item-line">
        {fine.createdate} · {fine.paid ? `已缴 ${fine.paiddate ?? ''}` : '未缴'}
      </div>
    </article>
  );
}

export default Fines;

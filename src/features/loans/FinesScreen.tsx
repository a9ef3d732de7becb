/** 财经记录 (/CurFineList): fines unpaid and paid, the total owed, 去缴费 in WeChat, and the receipt. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurFine } from '../../api/contract';
import { CardListView } from '../../components/CardListView';
import { formatMoney } from '../../lib/format';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { FinesStore } from './FinesStore';
import '../../components/ui/page.css';
import './loans.css';

const Fines = observer(function Fines() {
  const navigate = useNavigate();
  const store = useFeature(FinesStore);
  const rdrno = store.rdrno;
  useEffect(() => {
    if (rdrno) void store.load();
  }, [store, rdrno]);
  const { list } = store;
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
            <Receipt store={store} />
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
  const { env } = useStores();
  async function pay() {
    env.ui.toast((await store.pay.run()).message);
  }
  return (
    <section className="ui-card loans-owed" aria-label="未缴罚款">
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
          onClick={() => void pay()}
        >
          {store.pay.busy ? '支付中…' : '去缴费'}
        </button>
      ) : (
        <span className="loans-owed-none">无需缴费</span>
      )}
    </section>
  );
});

const Receipt = observer(function Receipt({ store }: { store: FinesStore }) {
  const order = store.receipt;
  if (!order) return null;
  return (
    <section className="ui-card loans-receipt" aria-label="缴费凭证">
      <h3>缴费成功</h3>
      <dl>
        <dt>金额</dt>
        <dd>{formatMoney(order.amount)}</dd>
        <dt>订单号</dt>
        <dd>{order.orderid}</dd>
        <dt>支付时间</dt>
        <dd>{order.paytime}</dd>
        <dt>缴清罚款</dt>
        <dd>{order.fineids.length} 笔</dd>
      </dl>
    </section>
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

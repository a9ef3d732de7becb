/**
 * 图书转借 (/switch). 接收转借: scan the lender's QR code (or type its code, or arrive from 手机借书
 * with `?code=`), see the book, the lender (masked) and whether the card may take it, 确认转借,
 * ending on the result page (查看借阅信息 / 返回图书转借).
 * 我的在借图书: pick a loan to hand on; its QR code shows with a countdown and follows the code
 * until it is taken, withdrawn (取消转借) or expires.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TransferLoan } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { QrImage } from '../../components/ui/QrImage';
import { ResultPanel } from '../../components/ui/ResultPanel';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature, useStores } from '../../stores/context';
import { BookCard } from './components/BookCard';
import { BorrowGate } from './components/BorrowGate';
import { ScanBox } from './components/ScanBox';
import { TransferStore } from './TransferStore';

const TransferPage = observer(function TransferPage() {
  return <BorrowGate noCardText="绑定后即可转借图书给其他读者，或接收他人的转借">{() => <Transferring />}</BorrowGate>;
});

const Transferring = observer(function Transferring() {
  const store = useFeature(TransferStore);
  const { env } = useStores();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [problem, setProblem] = useState('');
  const busy = store.scan.busy || store.apply.busy || store.take.busy;
  useCardLoad(() => store.loadLoans(), [store]);
  // A code handed over by 手机借书 (or a link): look it up once, then drop it from the address.
  const handed = params.get('code') ?? '';
  useEffect(() => {
    if (!handed) return;
    setParams({}, { replace: true });
    setProblem('');
    void store.apply.run(handed).then((result) => {
      if (!result.ok) setProblem(result.message);
    });
  }, [handed, setParams, store]);
  // The lender's screen learns of the borrower without a reload; stops when hidden or closed.
  const waiting = store.waiting;
  useEffect(() => (waiting ? store.watch() : undefined), [store, waiting]);

  async function scan() {
    setProblem('');
    const result = await store.scan.run();
    if (!result.ok) setProblem(result.message);
  }
  async function lookUp(code: string) {
    setProblem('');
    const result = await store.apply.run(code);
    if (!result.ok) setProblem(result.message);
    return result.ok;
  }
  async function take() {
    const result = await store.take.run();
    // A success is the result page; a refusal is said on the offer; a call that got no answer, here.
    if (!result.ok && store.offer?.takeable) env.ui.toast(result.message);
  }
  const taken = store.taken;
  if (taken) {
    return (
      <ResultPanel
        kind="success"
        title="转借成功"
        text={`图书已转到您的名下，请于 ${taken.loan.returndate} 前归还`}
        details={[
          ['书名', taken.loan.title],
          ['转出读者', taken.lendername],
          ['应还日期', taken.loan.returndate],
        ]}
        primary={{
          text: '查看借阅信息',
          onAction: () => {
            store.closeTaken();
            navigate(PATHS.loans);
          },
        }}
        secondary={{ text: '返回图书转借', onAction: () => store.closeTaken() }}
      />
    );
  }
  return (
    <>
      <ScanBox
        action="扫码接收转借"
        hint="扫描对方手机上的转借二维码，确认后图书转到您的名下"
        field={{ label: '转借码', placeholder: '扫不出来？输入对方的转借码', maxLength: 16 }}
        busy={busy}
        problem={problem}
        onScan={() => void scan()}
        onLookUp={lookUp}
      />
      <Offer store={store} onTake={() => void take()} />
      <Ticket store={store} />
      <section className="borrow-section" aria-label="我的在借图书">
        <h2 className="borrow-section-title">我的在借图书</h2>
        <p className="borrow-hint">选一本转借给其他读者，对方扫码确认后即转到对方名下</p>
        <AsyncList
          list={store.loans}
          label="可转借的图书"
          rowKey={(row: TransferLoan) => row.loanid}
          estimateSize={96}
          renderRow={(row: TransferLoan) => <LoanItem row={row} store={store} />}
          emptyState={{
            title: '当前没有在借图书',
            text: '借阅中的图书可以在这里转借给其他读者',
            actionText: '去检索',
            onAction: () => navigate(PATHS.search),
          }}
        />
      </section>
    </>
  );
});

/** The borrower's view of a scanned code. */
const Offer = observer(function Offer({ store, onTake }: { store: TransferStore; onTake: () => void }) {
  const offer = store.offer;
  if (!offer) return null;
  return (
    <BookCard
      label={`转入 ${offer.title}`}
      isbn={offer.isbn}
      title={offer.title}
      lines={[offer.author, `${offer.libname} · ${offer.callno}`, `转出读者 ${offer.lendername}`]}
      reason={offer.takeable ? '' : offer.reason}
      okText={`可转入，转入后应还日期 ${offer.duedate}`}
      confirm={{ text: '确认转借', busyText: '转借中…' }}
      dismissText="不要了"
      busy={store.take.busy}
      confirming={store.take.busy}
      onDismiss={() => store.dismissOffer()}
      onConfirm={onTake}
    />
  );
});

/** Seconds left, every second while `deadline` is ahead. */
function useSecondsLeft(deadline: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** The lender's published code. */
const Ticket = observer(function Ticket({ store }: { store: TransferStore }) {
  const { env } = useStores();
  const ticket = store.ticket;
  const open = ticket?.state === 'open';
  const left = useSecondsLeft(store.deadline, open);
  if (!ticket) return null;
  const withdraw = async () => {
    const result = await store.withdraw.run();
    if (!result.ok) env.ui.toast(result.message);
  };
  const republish = async () => {
    const result = await store.publish.run(ticket.barcode);
    if (!result.ok) env.ui.toast(result.message);
  };
  return (
    <article className="ui-card borrow-ticket" aria-label="转借二维码">
      <h2 className="borrow-title">{ticket.title}</h2>
      <div className="borrow-line">{ticket.author}</div>
      {open ? (
        <>
          <QrImage text={ticket.qrtext} label={`《${ticket.title}》的转借二维码`} />
          <p className="borrow-ticket-code">转借码 {ticket.code}</p>
          <p className="borrow-hint">请对方在「图书转借」或「手机借书」中扫码</p>
          <p className="borrow-countdown" role="timer" aria-label="转借码剩余时间">
            剩余 {clock(left)}
          </p>
        </>
      ) : (
        <p
          className={`borrow-verdict ${ticket.state === 'taken' ? 'borrow-verdict--ok' : 'borrow-verdict--no'}`}
          role="status"
        >
          {ticket.state === 'taken'
            ? `已转借给 ${ticket.borrowername}，该书已从您的借阅中移出`
            : ticket.state === 'expired'
              ? '转借码已过期，对方不能再扫码'
              : '已取消转借，该书仍在您的借阅中'}
        </p>
      )}
      <div className="borrow-actions">
        {open ? (
          <button
            type="button"
            className="ui-button ui-button--ghost"
            disabled={store.withdraw.busy}
            onClick={() => void withdraw()}
          >
            取消转借
          </button>
        ) : (
          <button type="button" className="ui-button ui-button--ghost" onClick={() => store.closeTicket()}>
            完成
          </button>
        )}
        {ticket.state === 'expired' ? (
          <button type="button" className="ui-button" disabled={store.publish.busy} onClick={() => void republish()}>
            重新生成
          </button>
        ) : null}
      </div>
    </article>
  );
});

const LoanItem = observer(function LoanItem({ row, store }: { row: TransferLoan; store: TransferStore }) {
  const { env } = useStores();
  const shown = store.ticket?.code === row.code && !!row.code;
  const busy = store.publish.busy || store.open.busy;
  const publish = async () => {
    const result = row.code ? await store.open.run(row.code) : await store.publish.run(row.barcode);
    if (!result.ok) env.ui.toast(result.message);
  };
  return (
    <article className="ui-card borrow-loan" aria-label={row.title}>
      <div className="borrow-loan-text">
        <span className="borrow-outcome-title">{row.title}</span>
        <span className="borrow-line">
          条码 {row.barcode} · 应还 {row.returndate}
          {row.lentvia === 'transfer' ? ' · 转借所得' : ''}
        </span>
        {row.transferable ? null : <span className="borrow-loan-reason">{row.reason}</span>}
      </div>
      {row.transferable ? (
        <button
          type="button"
          className="ui-button borrow-loan-button"
          disabled={busy || shown}
          aria-label={`${row.code ? '查看转借码' : '转借'} ${row.title}`}
          onClick={() => void publish()}
        >
          {shown ? '转借中' : row.code ? '查看转借码' : '转借'}
        </button>
      ) : null}
    </article>
  );
});

export default TransferPage;

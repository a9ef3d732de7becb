/**
 * 手机借书 (/wxloan): 扫描图书条码 (or the barcode typed in), the copy (place and state) with
 * whether it may be borrowed, 确认借阅 ending on the result page (继续借书 / 查看借阅信息), and this session's
 * copies: borrowed with the due date, or refused and why.
 * A transfer QR code scanned here opens 图书转借 with it.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../router/paths';
import { ResultPanel } from '../../components/ui/ResultPanel';
import { useFeature } from '../../stores/context';
import { BookCard } from './components/BookCard';
import { BorrowGate } from './components/BorrowGate';
import { ScanBox } from './components/ScanBox';
import { PhoneLoanStore } from './PhoneLoanStore';
import { holdingStateName } from '../../api/contract/catalogue';

const PhoneLoan = observer(function PhoneLoan() {
  return <BorrowGate noCardText="绑定后即可在馆内用手机借书">{() => <Borrowing />}</BorrowGate>;
});

const Borrowing = observer(function Borrowing() {
  const store = useFeature(PhoneLoanStore);
  const [problem, setProblem] = useState('');
  const navigate = useNavigate();
  const busy = store.scan.busy || store.check.busy || store.borrow.busy;
  // A transfer code was scanned: 图书转借 takes it from here.
  useEffect(() => {
    const code = store.transferCode;
    if (!code) return;
    store.transferOpened();
    navigate(`${PATHS.transfer}?${new URLSearchParams({ code })}`);
  }, [store, store.transferCode, navigate]);
  async function scan() {
    setProblem('');
    const result = await store.scan.run();
    if (!result.ok) setProblem(result.message);
  }
  async function lookUp(barcode: string) {
    setProblem('');
    const result = await store.check.run(barcode);
    if (!result.ok) setProblem(result.message);
    return result.ok;
  }
  async function borrow() {
    const result = await store.borrow.run();
    // A loan made is said by the result page; the library's refusal by the copy's card; anything
    // else (no position, no answer) here, once.
    if (!result.ok && store.current?.reason !== result.message) setProblem(result.message);
  }
  const copy = store.current;
  const loan = store.borrowed;
  if (loan) {
    return (
      <ResultPanel
        kind="success"
        title="借阅成功"
        text={`请于 ${loan.returndate} 前归还，到期前可在借阅信息中续借`}
        details={[
          ['书名', loan.title],
          ['条码', loan.barcode],
          ['应还日期', loan.returndate],
        ]}
        primary={{ text: '继续借书', onAction: () => store.continueBorrowing() }}
        secondary={{
          text: '查看借阅信息',
          onAction: () => {
            store.continueBorrowing();
            navigate(PATHS.loans);
          },
        }}
      />
    );
  }
  return (
    <>
      <ScanBox
        action="扫描图书条码"
        hint="请在图书馆内扫描图书背面的条码；扫描他人的转借二维码可接收转借"
        field={{ label: '图书条码', placeholder: '扫不出来？输入图书条码', maxLength: 32 }}
        busy={busy}
        problem={problem}
        onScan={() => void scan()}
        onLookUp={lookUp}
      />
      {copy ? (
        <BookCard
          label={copy.title}
          isbn={copy.isbn}
          title={copy.title}
          lines={[
            copy.author,
            `${copy.libname} · ${copy.curlocalname} · ${holdingStateName(copy)}`,
            `条码 ${copy.barcode} · ${copy.callno}`,
          ]}
          reason={copy.loanable ? '' : copy.reason}
          okText={`可借，借出后应还日期 ${copy.duedate}`}
          confirm={{ text: '确认借阅', busyText: '借阅中…' }}
          dismissText="不借了"
          busy={busy}
          confirming={store.borrow.busy}
          onDismiss={() => store.dismiss()}
          onConfirm={() => void borrow()}
        />
      ) : null}
      {store.outcomes.length ? (
        <section className="ui-card borrow-outcomes" aria-label="本次借阅">
          <h2 className="borrow-title">本次借阅</h2>
          <ul>
            {store.outcomes.map((o) => (
              <li key={o.barcode} className={`borrow-outcome ${o.ok ? 'borrow-outcome--ok' : 'borrow-outcome--no'}`}>
                <span className="borrow-outcome-title">{o.title}</span>
                <span>
                  {o.ok ? '借阅成功' : '未借出'} · {o.detail}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
});

export default PhoneLoan;

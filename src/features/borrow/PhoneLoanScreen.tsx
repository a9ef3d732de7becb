/**
 * 手机借书 (/wxloan): 扫码借书 (or the barcode typed in), the copy with whether it may be
 * borrowed, 确认借阅, and this session's copies: borrowed with the due date, or refused and why.
 */
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CardGate } from '../../components/CardGate';
import { Empty } from '../../components/AsyncView';
import { Cover } from '../../components/ui/Cover';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { PhoneLoanStore } from './PhoneLoanStore';
import '../../components/ui/page.css';
import './borrow.css';

const PhoneLoan = observer(function PhoneLoan() {
  const navigate = useNavigate();
  return (
    <div className="ui-page borrow">
      <CardGate
        noCard={
          <Empty
            state={{
              title: '还没有绑定读者证',
              text: '绑定后即可在馆内扫码借书',
              actionText: '去绑定',
              onAction: () => navigate(PATHS.bind),
            }}
          />
        }
      >
        {() => <Borrowing />}
      </CardGate>
    </div>
  );
});

const Borrowing = observer(function Borrowing() {
  const store = useFeature(PhoneLoanStore);
  const { env } = useStores();
  const [barcode, setBarcode] = useState('');
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
  const show = (message: string) => {
    if (message) env.ui.toast(message);
  };
  async function scan() {
    setProblem('');
    const result = await store.scan.run();
    if (!result.ok) setProblem(result.message);
  }
  async function lookUp(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    const result = await store.check.run(barcode);
    if (result.ok) setBarcode('');
    else setProblem(result.message);
  }
  async function borrow() {
    const result = await store.borrow.run();
    if (result.ok) show(result.message);
    else setProblem(result.message);
  }
  return (
    <>
      <section className="ui-card borrow-scan" aria-label="扫码借书">
        <button type="button" className="ui-button borrow-scan-button" disabled={busy} onClick={() => void scan()}>
          扫码借书
        </button>
        <p className="borrow-hint">请在图书馆内扫描图书背面的条码；扫描他人的转借二维码可接收转借</p>
        <form className="borrow-manual" onSubmit={(e) => void lookUp(e)} noValidate>
          <input
            aria-label="图书条码"
            placeholder="扫不出来？输入图书条码"
            value={barcode}
            maxLength={32}
            onChange={(e) => setBarcode(e.target.value)}
          />
          <button type="submit" className="ui-button ui-button--ghost" disabled={busy || !barcode.trim()}>
            查询
          </button>
        </form>
        {problem ? (
          <p className="borrow-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      {store.current ? <Copy store={store} busy={busy} onBorrow={() => void borrow()} /> : null}
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

const Copy = observer(function Copy({
  store,
  busy,
  onBorrow,
}: {
  store: PhoneLoanStore;
  busy: boolean;
  onBorrow: () => void;
}) {
  const copy = store.current;
  if (!copy) return null;
  return (
    <article className="ui-card borrow-copy" aria-label={copy.title}>
      <div className="borrow-copy-main">
        <Cover isbn={copy.isbn} title={copy.title} />
        <div className="borrow-copy-text">
          <h2 className="borrow-title">{copy.title}</h2>
          <div className="borrow-line">{copy.author}</div>
          <div className="borrow-line">
            {copy.libname} · {copy.curlocalname}
          </div>
          <div className="borrow-line">
            条码 {copy.barcode} · {copy.callno}
          </div>
        </div>
      </div>
      {copy.loanable ? (
        <p className="borrow-verdict borrow-verdict--ok">可借，借出后应还日期 {copy.duedate}</p>
      ) : (
        <p className="borrow-verdict borrow-verdict--no">{copy.reason}</p>
      )}
      <div className="borrow-actions">
        <button type="button" className="ui-button ui-button--ghost" disabled={busy} onClick={() => store.dismiss()}>
          {copy.loanable ? '不借了' : '知道了'}
        </button>
        {copy.loanable ? (
          <button type="button" className="ui-button" disabled={busy} onClick={onBorrow}>
            {store.borrow.busy ? '借阅中…' : '确认借阅'}
          </button>
        ) : null}
      </div>
    </article>
  );
});

export default PhoneLoan;

/**
 * 借阅详情: one loan's history (getLoanInfoHistory) in the UI kit's bottom sheet, opened from a row
 * of 借阅历史: how it was lent, its due date and renewals, how and when it came back, the days it
 * was late, its fine and the points it earned; a link to the book. Loaded on the first open, so
 * the kit's popup is not part of 借阅信息's first download.
 */
import '../../../components/antd';
import Popup from 'antd-mobile/es/components/popup';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { LoanInfo } from '../../../api/contract';
import { AsyncView } from '../../../components/AsyncView';
import { formatMoney } from '../../../lib/format';
import { PATHS } from '../../../router/paths';
import { lentText } from '../lentVia';
import type { LoansStore } from '../LoansStore';

const LoanRecordSheet = observer(function LoanRecordSheet({ store }: { store: LoansStore }) {
  const loanid = store.recordOf;
  const { record } = store;
  return (
    <Popup
      visible={loanid !== null}
      onMaskClick={() => store.closeRecord()}
      onClose={() => store.closeRecord()}
      bodyClassName="loans-record"
      destroyOnClose
    >
      <section role="dialog" aria-label="借阅详情">
        <div className="loans-record-head">
          <h2>借阅详情</h2>
          <button type="button" className="loans-record-close" onClick={() => store.closeRecord()}>
            关闭
          </button>
        </div>
        <AsyncView
          status={record.status}
          error={record.error}
          onRetry={() => void record.refresh()}
          missing={{ actionText: '关闭', onAction: () => store.closeRecord() }}
        >
          {() => (record.value ? <LoanRecord loan={record.value} /> : null)}
        </AsyncView>
      </section>
    </Popup>
  );
});

/** The lines of one loan's history, as the reader reads them. */
export function recordLines(loan: LoanInfo): [string, string][] {
  const lines: [string, string][] = [
    ['图书条码', loan.callno ? `${loan.barcode}（索书号 ${loan.callno}）` : loan.barcode],
    ['馆藏地', loan.libname],
    ['借出', lentText(loan.loandate, loan.lentvia).replace(/^借出 /, '')],
    ['应还日期', loan.returndate],
    ['续借', loan.renewcount > 0 ? `${loan.renewcount} 次` : '未续借'],
    loan.backdate ? [loan.returnedvia === 'transfer' ? '转借给他人' : '归还', loan.backdate] : ['归还', '尚未归还'],
  ];
  if (loan.overduedays > 0) lines.push(['过期', `已过期 ${loan.overduedays} 天${loan.backdate ? '' : '（至今）'}`]);
  if (loan.fine > 0) lines.push(['罚款', `${formatMoney(loan.fine)}（${loan.finepaid ? '已缴纳' : '未缴纳'}）`]);
  if (loan.points > 0) lines.push(['积分', `按时还书 +${loan.points}`]);
  return lines;
}

function LoanRecord({ loan }: { loan: LoanInfo }) {
  return (
    <>
      <p className="loans-record-title">{loan.title}</p>
      <p className="loans-item-line">{loan.author}</p>
      <dl className="loans-record-lines">
        {recordLines(loan).map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <Link
        className="ui-button ui-button--ghost loans-record-book"
        to={`${PATHS.bookDetail}?bookrecno=${loan.bookrecno}`}
      >
        查看图书
      </Link>
    </>
  );
}

export default LoanRecordSheet;

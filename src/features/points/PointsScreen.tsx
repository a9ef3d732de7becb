/**
 * 积分记录 (/points): the card's points now, how points are earned and spent (积分规则, as the
 * library sets them), and every entry, newest first, with the balance after it.
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { BonusLogRow } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { Folded } from '../../components/ui/Folded';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature } from '../../stores/context';
import { PointsStore } from './PointsStore';
import '../../components/ui/page.css';
import './points.css';

const Points = observer(function Points() {
  return (
    <div className="ui-page points">
      <CardGate noCard={<BindFirst text="绑定后即可查看积分" />}>{() => <PointsLog />}</CardGate>
    </div>
  );
});

const PointsLog = observer(function PointsLog() {
  const store = useFeature(PointsStore);
  const navigate = useNavigate();
  useCardLoad(() => store.load(), [store]);
  return (
    <>
      <section className="ui-card points-balance" aria-label="当前积分">
        <span className="points-balance-label">当前积分</span>
        <strong className="points-balance-value">{store.balance ?? '-'}</strong>
        <button type="button" className="ui-button ui-button--ghost" onClick={() => navigate(PATHS.mall)}>
          去积分商城
        </button>
      </section>
      <Rules store={store} />
      <h2 className="points-title">积分明细</h2>
      <AsyncList
        list={store.log}
        label="积分明细"
        rowKey={(row: BonusLogRow) => row.id}
        estimateSize={72}
        renderRow={(row: BonusLogRow) => <Entry row={row} />}
        emptyState={{
          title: '还没有积分记录',
          text: '按时还书、发表书评都能获得积分',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      />
    </>
  );
});

/** 积分规则: folded, as the library sets them; nothing when they cannot be read. */
const Rules = observer(function Rules({ store }: { store: PointsStore }) {
  const rules = store.rules.rows;
  if (!rules.length) return null;
  return (
    <section className="ui-card points-rules" aria-label="积分规则">
      <Folded title="积分规则">
        <ul>
          {rules.map((rule) => (
            <li key={rule.kind}>
              <span className="points-rule-name">{rule.name}</span>
              <span className="points-rule-points">{rule.points > 0 ? `+${rule.points}` : ''}</span>
              <span className="points-rule-note">{rule.note}</span>
            </li>
          ))}
        </ul>
      </Folded>
    </section>
  );
});

function Entry({ row }: { row: BonusLogRow }) {
  const earned = row.points >= 0;
  return (
    <article className="points-entry" aria-label={row.reason}>
      <div className="points-entry-text">
        <span className="points-entry-reason">{row.reason}</span>
        <span className="points-entry-time">{row.createtime.slice(0, 16)}</span>
      </div>
      <div className="points-entry-figures">
        <span className={earned ? 'points-plus' : 'points-minus'}>{earned ? `+${row.points}` : `−${-row.points}`}</span>
        <span className="points-entry-balance">余额 {row.balance}</span>
      </div>
    </article>
  );
}

export default Points;

/**
 * 领取积分 on one's own approved read-aloud work or photo whose points were not given yet: the
 * button asks (stores/earnPoints.ts); given, a toast says 积分+N and the post says 已获得积分;
 * refused, the library's reason shows beside it. Nothing for others' posts or those not approved.
 */
import { observer } from 'mobx-react-lite';
import type { ActionResult } from '../stores/base/Action';
import { useStores } from '../stores/context';
import './EarnPoints.css';

export interface EarnablePost {
  mine: boolean;
  state: string;
  pointsgiven: boolean;
}

export const EarnPoints = observer(function EarnPoints({
  post,
  busy,
  result,
  onEarn,
}: {
  post: EarnablePost;
  busy: boolean;
  /** The last ask's outcome for this post (null before one). */
  result: ActionResult | null;
  onEarn: () => Promise<ActionResult>;
}) {
  const { env } = useStores();
  if (!post.mine || post.state !== 'approved') return null;
  if (post.pointsgiven) return <span className="earn-points earn-points--given">已获得积分</span>;
  async function earn() {
    const outcome = await onEarn();
    if (outcome.ok) env.ui.toast(outcome.message);
  }
  return (
    <span className="earn-points">
      <button type="button" className="ui-button earn-points-button" disabled={busy} onClick={() => void earn()}>
        {busy ? '领取中…' : '领取积分'}
      </button>
      {result && !result.ok ? (
        <span className="earn-points-why" role="alert">
          {result.message}
        </span>
      ) : null}
    </span>
  );
});

/**
 * Where a reader's moderated post (读者晒图, 朗读作品 ...) stands in the library's review, as the
 * server names it (statename): a badge on the reader's own list, and a note above the post while
 * it is not shown to everyone (why, when it was turned down; else what approval brings).
 */
import './ui/page.css';

export interface Reviewed {
  state: 'pending' | 'approved' | 'rejected';
  statename: string;
  reason?: string;
}

export function ReviewBadge({ post }: { post: Reviewed }) {
  return <span className={`ui-review ui-review--${post.state}`}>{post.statename}</span>;
}

/** Nothing once approved. `afterApproval`: what approval brings (，通过后将在晒图墙展示). */
export function ReviewNote({ post, afterApproval }: { post: Reviewed; afterApproval: string }) {
  if (post.state === 'approved') return null;
  return (
    <p className={`ui-review ui-review--note ui-review--${post.state}`} role="status">
      {post.statename}
      {post.reason ? `：${post.reason}` : afterApproval}
    </p>
  );
}

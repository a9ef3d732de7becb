/**
 * A book scanned on 手机借书 or 图书转借: cover, title, what else the reader needs to know, the
 * library's verdict (green: may go ahead; red: why not), and the two buttons (the confirm button
 * only when it may go ahead).
 */
import { Cover } from '../../../components/ui/Cover';

export interface BookCardProps {
  label: string;
  isbn: string;
  title: string;
  lines: string[];
  /** '' when it may go ahead (then `okText` is said), else why not. */
  reason: string;
  okText: string;
  confirm: { text: string; busyText: string };
  /** 不借了 / 不要了: put it aside without going ahead. */
  dismissText: string;
  /** Another call is on its way: both buttons wait. */
  busy: boolean;
  /** The confirm call is on its way. */
  confirming: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}

export function BookCard(props: BookCardProps) {
  const { label, isbn, title, lines, reason, okText, confirm, dismissText, busy, confirming, onDismiss, onConfirm } =
    props;
  return (
    <article className="ui-card borrow-copy" aria-label={label}>
      <div className="borrow-copy-main">
        <Cover isbn={isbn} title={title} />
        <div className="borrow-copy-text">
          <h2 className="borrow-title">{title}</h2>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a screen's lines are fixed, their place is their identity
            <div key={index} className="borrow-line">
              {line}
            </div>
          ))}
        </div>
      </div>
      {reason ? (
        <p className="borrow-verdict borrow-verdict--no">{reason}</p>
      ) : (
        <p className="borrow-verdict borrow-verdict--ok">{okText}</p>
      )}
      <div className="borrow-actions">
        <button type="button" className="ui-button ui-button--ghost" disabled={busy} onClick={onDismiss}>
          {reason ? '知道了' : dismissText}
        </button>
        {reason ? null : (
          <button type="button" className="ui-button" disabled={busy} onClick={onConfirm}>
            {confirming ? confirm.busyText : confirm.text}
          </button>
        )}
      </div>
    </article>
  );
}

/** A centred illustration, title, text and one action: empty, coming-soon and error screens. */
import { Illustration, type IllustrationKind } from './glyphs';
import './page.css';
import './StatusPanel.css';

export interface StatusPanelProps {
  kind: IllustrationKind;
  title: string;
  text?: string;
  actionText?: string;
  onAction?: () => void;
  actionDisabled?: boolean;
}

export function StatusPanel({ kind, title, text, actionText, onAction, actionDisabled }: StatusPanelProps) {
  return (
    <div className={`ui-status ui-status--${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <div className="ui-status-art">
        <Illustration kind={kind} />
      </div>
      <h2 className="ui-status-title">{title}</h2>
      {text ? <p className="ui-status-text">{text}</p> : null}
      {actionText && onAction ? (
        <button type="button" className="ui-button ui-status-action" onClick={onAction} disabled={actionDisabled}>
          {actionText}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The end of a task that paid, redeemed, applied, borrowed or transferred (WeUI's msg page): an
 * icon, what happened, the details worth keeping, what to do next, and a button onwards. Plain
 * elements, so every feature can use it at no cost.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Illustration } from './glyphs';
import './page.css';
import './StatusPanel.css';

export interface ResultAction {
  text: string;
  onAction: () => void;
}

export interface ResultPanelProps {
  /** success: done; warn: done in part, or refused with the reason; error: it failed. */
  kind: 'success' | 'warn' | 'error';
  title: string;
  text?: ReactNode;
  /** Label and value rows (订单号, 取书地点 ...). */
  details?: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** Anything longer: a list of what was not done and why, say. */
  children?: ReactNode;
  primary: ResultAction;
  secondary?: ResultAction;
}

export function ResultPanel({ kind, title, text, details, children, primary, secondary }: ResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the reader's finger: move focus to the outcome so it is announced.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`ui-status ui-result ui-status--${kind}`} aria-labelledby="ui-result-title">
      <div className="ui-status-art">
        <Illustration kind={kind === 'error' ? 'error' : kind} />
      </div>
      <h2 id="ui-result-title" className="ui-status-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {text ? <p className="ui-status-text">{text}</p> : null}
      {details?.length ? (
        <dl className="ui-result-details">
          {details.map(([label, value]) => (
            <div key={label} className="ui-result-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
      <div className="ui-result-actions">
        <button type="button" className="ui-button" onClick={primary.onAction}>
          {primary.text}
        </button>
        {secondary ? (
          <button type="button" className="ui-button ui-button--ghost" onClick={secondary.onAction}>
            {secondary.text}
          </button>
        ) : null}
      </div>
    </section>
  );
}

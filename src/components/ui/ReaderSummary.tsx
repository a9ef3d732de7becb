/** The reader-card summary (a card-shaped panel) of the card list and the user centre. Plain. */
import type { ReactNode } from 'react';
import { CardGlyph } from './glyphs';
import './ReaderSummary.css';

export interface ReaderSummaryProps {
  name: string;
  /** The card number as it should be shown (masked or not). */
  number: string;
  /** 有效 / 挂失 / 过期 / 注销; `stateOk` colours it. */
  stateName?: string;
  stateOk?: boolean;
  rows: { label: string; value: ReactNode }[];
  children?: ReactNode;
}

export function ReaderSummary({ name, number, stateName, stateOk = true, rows, children }: ReaderSummaryProps) {
  return (
    <section className="ui-reader" aria-label="读者证信息">
      <div className="ui-reader-head">
        <CardGlyph size={22} className="ui-reader-glyph" />
        <div className="ui-reader-who">
          <div className="ui-reader-name">{name || '读者'}</div>
          <div className="ui-reader-number">{number}</div>
        </div>
        {stateName ? (
          <span className={`ui-reader-state ${stateOk ? '' : 'ui-reader-state--bad'}`}>{stateName}</span>
        ) : null}
      </div>
      {rows.length ? (
        <dl className="ui-reader-rows">
          {rows.map((row) => (
            <div key={row.label} className="ui-reader-row">
              <dt>{row.label}</dt>
              <dd>{row.value || '-'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}

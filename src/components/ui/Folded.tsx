/**
 * A section folded under its heading (比赛规则与奖项, 积分规则): a button (its state in
 * aria-expanded, a chevron pointing down or up) that shows or hides what follows. The app's own control, not a browser `<details>`, so it
 * looks and reads the same as the rest of the page.
 */
import { type ReactNode, useId, useState } from 'react';
import { ChevronGlyph } from './glyphs';
import './Folded.css';

export function Folded({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`ui-folded ${className}`.trim()}>
      <button
        type="button"
        className="ui-folded-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {title}
        <ChevronGlyph className={open ? 'ui-folded-chevron ui-folded-chevron--open' : 'ui-folded-chevron'} />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

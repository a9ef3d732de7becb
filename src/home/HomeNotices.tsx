/**
 * Home's notices: what needs the reader, each leading to its screen (notices.ts decides). A plain
 * component fed by HomeScreen (no store or router hooks), loaded once the card is known.
 */
import type { MouseEvent } from 'react';
import type { ReaderBase, ReaderExtend } from '../api/contract';
import { ChevronGlyph } from '../components/ui/glyphs';
import { config } from '../config';
import { libraryToday } from '../lib/loanStatus';
import { homeNotices } from './notices';

export interface HomeNoticesProps {
  base: ReaderBase | null;
  extra: ReaderExtend | null;
  /** Opens an in-app path (the router's navigate). */
  onOpen: (path: string) => void;
}

export default function HomeNotices({ base, extra, onOpen }: HomeNoticesProps) {
  const notices = homeNotices(base, extra, libraryToday(Date.now()), config.dueSoonDays);
  if (notices.length === 0) return null;
  const open = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    onOpen(path);
  };
  return (
    <ul className="ui-card home-notices" aria-label="提醒">
      {notices.map((notice) => (
        <li key={notice.key}>
          <a
            className={`home-notice ${notice.urgent ? 'home-notice--urgent' : ''}`}
            href={notice.path}
            onClick={open(notice.path)}
          >
            <span className="home-notice-dot" aria-hidden="true" />
            <span className="home-notice-text">{notice.text}</span>
            <ChevronGlyph size={14} />
          </a>
        </li>
      ))}
    </ul>
  );
}

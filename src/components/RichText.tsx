/**
 * An article's body (or an event's description): sanitized HTML (sanitizeHtml.ts), written into the element directly. A tap on a link
 * inside is decided here: in-app pages open through the router (no reload, the app's state kept),
 * another site after the reader confirms, tel: and mailto: as the phone does; any other link does
 * nothing.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { articleLinkTarget } from '../lib/articleLink';
import { sanitizeArticle } from './sanitizeHtml';
import { useLeaveApp } from './useLeaveApp';
import './RichText.css';

export interface RichTextProps {
  html: string;
  /** How an in-app link opens; the router's navigate by default. */
  openPath?: (path: string) => void;
}

export function RichText({ html, openPath }: RichTextProps) {
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const leave = useLeaveApp();
  const clean = useMemo(() => sanitizeArticle(html), [html]);
  const open = openPath ?? navigate;

  // Before the first paint: the body never flashes empty.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.innerHTML = clean;
  }, [clean]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const tap = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link) return;
      const target = articleLinkTarget(link.getAttribute('href'), window.location.origin);
      if (target?.kind === 'phone') return;
      event.preventDefault();
      if (target?.kind === 'route') open(target.path);
      else if (target?.kind === 'external')
        void leave({ url: target.url, name: link.textContent?.trim() || target.host });
    };
    el.addEventListener('click', tap);
    return () => el.removeEventListener('click', tap);
  }, [open, leave]);

  return <div className="rich-text" ref={box} />;
}

/**
 * A screen's share card, from its data: set while the screen shows it, and forgotten when it goes
 * (the page's default card then). Pass null while the data is not in yet.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/context';
import type { ShareCardParts } from './share';

export function useShareCard(parts: ShareCardParts | null): void {
  const { env } = useStores();
  // The screen's own address (a kept-alive page keeps its own while another is shown).
  const { pathname, search } = useLocation();
  const title = parts?.title ?? '';
  const desc = parts?.desc ?? '';
  const imgUrl = parts?.imgUrl ?? '';
  useEffect(() => {
    if (!title && !desc && !imgUrl) return;
    const href = new URL(pathname + search, env.href()).href;
    let gone = false;
    void import('./shareApply').then(({ setPageCard, reapplyShare }) => {
      if (gone) return;
      setPageCard(href, { title, desc, imgUrl });
      void reapplyShare();
    });
    return () => {
      gone = true;
      void import('./shareApply').then(({ setPageCard }) => setPageCard(href, null));
    };
  }, [env, pathname, search, title, desc, imgUrl]);
}

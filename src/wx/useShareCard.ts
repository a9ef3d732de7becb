/**
 * A screen's share card, from its data: set while the screen shows it, and forgotten when it goes
 * (the page's default card then). Pass null while the data is not in yet.
 */
import { useEffect } from 'react';
import { useStores } from '../stores/context';
import type { ShareCardParts } from './share';

export function useShareCard(parts: ShareCardParts | null): void {
  const { env } = useStores();
  const title = parts?.title ?? '';
  const desc = parts?.desc ?? '';
  const imgUrl = parts?.imgUrl ?? '';
  useEffect(() => {
    if (!title && !desc && !imgUrl) return;
    const href = env.href();
    let gone = false;
    void import('./shareApply').then(({ setPageCard, applyShare }) => {
      if (gone) return;
      setPageCard(href, { title, desc, imgUrl });
      void applyShare(env.href(), env.userAgent());
    });
    return () => {
      gone = true;
      void import('./shareApply').then(({ setPageCard }) => setPageCard(href, null));
    };
  }, [env, title, desc, imgUrl]);
}

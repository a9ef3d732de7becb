/** Leaving the app for another site (an e-resource, an article's link) is confirmed first. */
import { useStores } from '../stores/context';

export function useLeaveApp(): (target: { url: string; name: string }) => Promise<void> {
  const { env } = useStores();
  return async ({ url, name }) => {
    const host = new URL(url).host;
    const go = await env.ui.confirm({
      title: '即将离开本应用',
      content: `将打开「${name}」（${host}），是否继续？`,
      confirmText: '继续访问',
      cancelText: '留在本页',
    });
    if (go) env.redirect(url);
  };
}

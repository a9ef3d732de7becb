/** A change the reader confirms first (取消预约, 删除评论, 取消收藏 ...): ask, run, show the result once. */
import type { ActionResult } from '../stores/base/Action';
import { useStores } from '../stores/context';
import type { Feedback } from '../stores/env';

export type ConfirmDialog = Parameters<Feedback['confirm']>[0];

/** Returns `confirmThen(dialog, run)`: when the dialog is confirmed, runs the action and toasts its message. */
export function useConfirmedAction(): (dialog: ConfirmDialog, run: () => Promise<ActionResult>) => Promise<void> {
  const { env } = useStores();
  return async (dialog, run) => {
    if (await env.ui.confirm(dialog)) env.ui.toast((await run()).message);
  };
}

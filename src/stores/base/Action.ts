/**
 * A change the reader asks for (bind, renew, reserve ...): `busy` while it runs (its button binds
 * to it and is disabled), a result `{ ok, message }` the screen shows once, and it never throws.
 * A second run while one is in flight is refused without calling the server.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { UNEXPECTED_FAILURE } from './loaded';

export interface ActionResult {
  ok: boolean;
  /** What to tell the reader: the success text, or why it failed (Chinese). */
  message: string;
}

export const BUSY_MESSAGE = '正在处理，请稍候';

export const succeeded = (message: string): ActionResult => ({ ok: true, message });
export const failed = (message: string): ActionResult => ({ ok: false, message });

export class Action<Args extends unknown[] = []> {
  busy = false;
  /** The last run's result; null before the first. */
  result: ActionResult | null = null;

  constructor(private readonly body: (...args: Args) => Promise<ActionResult>) {
    makeAutoObservable<Action<Args>, 'body'>(this, { body: false, run: false });
  }

  /** Bound, so it can be handed to an onClick as is. */
  run = async (...args: Args): Promise<ActionResult> => {
    if (this.busy) return failed(BUSY_MESSAGE);
    runInAction(() => {
      this.busy = true;
    });
    let result: ActionResult;
    try {
      result = await this.body(...args);
    } catch (error) {
      console.error('Action failed', error);
      result = failed(UNEXPECTED_FAILURE);
    }
    runInAction(() => {
      this.busy = false;
      this.result = result;
    });
    return result;
  };
}

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

/** Runs a change's body; what it throws becomes a failure the reader can read. */
async function attempt<Args extends unknown[]>(
  body: (...args: Args) => Promise<ActionResult>,
  args: Args,
): Promise<ActionResult> {
  try {
    return await body(...args);
  } catch (error) {
    console.error('Action failed', error);
    return failed(UNEXPECTED_FAILURE);
  }
}

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
    const result = await attempt(this.body, args);
    runInAction(() => {
      this.busy = false;
      this.result = result;
    });
    return result;
  };
}

/**
 * An Action per row (renew a loan, cancel a reservation, delete a post): `keyOf` names the row
 * the arguments are for; each row is busy on its own and keeps its own last result. A second run
 * for a row in flight is refused without calling the server; another row's runs beside it.
 */
export class KeyedAction<Args extends unknown[], Key extends string | number = string> {
  /** Rows whose run is on its way. */
  pending = {} as Record<Key, true>;
  /** Each row's last result. */
  results = {} as Record<Key, ActionResult>;
  /** Bumped by forget: a run from before is not remembered. */
  private generation = 0;

  constructor(
    private readonly keyOf: (...args: Args) => Key,
    private readonly body: (...args: Args) => Promise<ActionResult>,
  ) {
    makeAutoObservable<KeyedAction<Args, Key>, 'keyOf' | 'body' | 'generation'>(this, {
      keyOf: false,
      body: false,
      generation: false,
      run: false,
    });
  }

  /** The row's run is on its way (its button is disabled). */
  busyFor(key: Key): boolean {
    return this.pending[key] === true;
  }

  /** Some row's run is on its way. */
  get anyBusy(): boolean {
    return Object.keys(this.pending).length > 0;
  }

  /** The row's last result; null before its first. */
  resultFor(key: Key): ActionResult | null {
    return this.results[key] ?? null;
  }

  /** Forgets every row's result, and the result of runs still on their way (another card became active). */
  forget(): void {
    this.generation += 1;
    this.results = {} as Record<Key, ActionResult>;
  }

  /** Bound, so it can be handed to an onClick as is. */
  run = async (...args: Args): Promise<ActionResult> => {
    const key = this.keyOf(...args);
    if (this.pending[key]) return failed(BUSY_MESSAGE);
    const generation = this.generation;
    runInAction(() => {
      this.pending[key] = true;
    });
    const result = await attempt(this.body, args);
    runInAction(() => {
      delete this.pending[key];
      if (generation === this.generation) this.results[key] = result;
    });
    return result;
  };
}

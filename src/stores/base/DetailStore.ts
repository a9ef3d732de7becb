/**
 * One record from the server by key: the detail counterpart of ListStore (same `ensure` freshness
 * rule, shared in-flight request, `refresh`, `clear`; never throws, never toasts). A record the
 * server says does not exist ends in status 'missing' (AsyncView's calm "does not exist").
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { type Loaded, type LoadStatus, queryKey, UNEXPECTED_FAILURE } from './loaded';

export class DetailStore<T, Key = string> {
  status: LoadStatus = 'idle';
  value: T | null = null;
  error = '';
  key: Key | null = null;
  loadedAt = 0;

  private inflight: Promise<void> | null = null;
  private inflightKey = '';
  private generation = 0;

  constructor(
    private readonly loader: (key: Key) => Promise<Loaded<T>>,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<DetailStore<T, Key>, 'loader' | 'now' | 'inflight' | 'inflightKey' | 'generation'>(this, {
      loader: false,
      now: false,
      inflight: false,
      inflightKey: false,
      generation: false,
    });
  }

  ensure(key: Key, maxAge = Number.POSITIVE_INFINITY): Promise<void> {
    const id = queryKey(key);
    if (this.inflight && this.inflightKey === id) return this.inflight;
    const fresh = this.status === 'ready' && queryKey(this.key) === id && this.now() - this.loadedAt <= maxAge;
    return fresh ? Promise.resolve() : this.load(key);
  }

  refresh(): Promise<void> {
    if (this.key === null) return Promise.resolve();
    return this.inflight ?? this.load(this.key);
  }

  /** Shows what an action answered for the record on screen (a like, say); another record's is ignored. */
  replace(key: Key, value: T): void {
    if (this.status === 'ready' && queryKey(this.key) === queryKey(key)) this.value = value;
  }

  clear(): void {
    this.generation += 1;
    this.inflight = null;
    this.inflightKey = '';
    this.status = 'idle';
    this.value = null;
    this.error = '';
    this.key = null;
    this.loadedAt = 0;
  }

  private load(key: Key): Promise<void> {
    const generation = ++this.generation;
    if (queryKey(this.key) !== queryKey(key)) this.value = null;
    this.key = key;
    if (this.value === null) this.status = 'loading';
    const request = this.call(key).then((answer) => {
      runInAction(() => {
        if (generation !== this.generation) return;
        if (answer.ok) {
          this.value = answer.value;
          this.error = '';
          this.status = 'ready';
          this.loadedAt = this.now();
        } else if (answer.missing) {
          // Deleted meanwhile, or a stale link: the record is gone, whatever was on screen.
          this.value = null;
          this.error = answer.message;
          this.status = 'missing';
        } else {
          this.error = answer.message;
          this.status = this.value === null ? 'error' : 'ready';
        }
        this.inflight = null;
        this.inflightKey = '';
      });
    });
    this.inflight = request;
    this.inflightKey = queryKey(key);
    return request;
  }

  private async call(key: Key): Promise<Loaded<T>> {
    try {
      return await this.loader(key);
    } catch (error) {
      console.error('Detail load failed', error);
      return { ok: false, message: UNEXPECTED_FAILURE };
    }
  }
}

/**
 * The electronic reader card (读者证二维码): a signed QR code from the library system, fetched
 * again every `refresh` seconds (counted on the phone's clock from when it arrived, so a phone
 * whose clock is off still counts right), and kept in localStorage with the card it belongs to.
 * When the network is gone the last code is shown from there, marked as such; a refusal (a lost
 * card) shows the reason instead, never an old code. A gate admits a code once: while the screen
 * is visible the store asks every USED_POLL_MS whether its code was used, and then shows a new
 * one at once (`renewedAfterUse`); coming back to the screen (visibilitychange) fetches a new one.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ReaderQrcode } from '../../api/contract';
import { elibOk, failureMessage, firstRow } from '../../api/result';
import { storage } from '../../lib/storage';
import type { LoadStatus } from '../../stores/base/loaded';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { getReaderQrcode, getReaderQrcodeState } from './api';

export const QRCODE_CACHE_KEY = 'reader_qrcode';
/** While showing a cached code, how often to try the network again. */
export const OFFLINE_RETRY_MS = 15_000;
/** While a code is shown, how often to ask whether a gate has used it. */
export const USED_POLL_MS = 3_000;

interface CachedCode extends ReaderQrcode {
  openid: string;
}

export class CardQrcodeStore implements FeatureStore {
  status: LoadStatus = 'idle';
  code: ReaderQrcode | null = null;
  /** The code shown is the last one the phone has (saved, or still on screen): the network failed. */
  fromCache = false;
  /** Why the library system issues no code for this card (lost, expired ...). */
  refusal = '';
  error = '';
  /** The code on screen replaced the one a gate just admitted. */
  renewedAfterUse = false;
  /** The phone's clock, ticked every second while the screen is shown. */
  now = Date.now();
  private receivedAt = 0;
  private lastTry = 0;
  private lastAsked = 0;
  private inflight = false;

  constructor(
    private readonly root: RootStore,
    private readonly clock: () => number = Date.now,
  ) {
    makeAutoObservable<CardQrcodeStore, 'root' | 'clock' | 'receivedAt' | 'lastTry' | 'lastAsked' | 'inflight'>(this, {
      root: false,
      clock: false,
      receivedAt: false,
      lastTry: false,
      lastAsked: false,
      inflight: false,
    });
  }

  private get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  /** Seconds until the next code (0 while showing a cached one). */
  get secondsLeft(): number {
    if (!this.code || this.fromCache) return 0;
    return Math.max(0, Math.ceil((this.receivedAt + this.code.refresh * 1000 - this.now) / 1000));
  }

  /** Fetches a new code now (`afterUse`: because a gate used the one on screen). */
  async load(afterUse = false): Promise<void> {
    const rdrno = this.root.rdrno;
    if (!rdrno || this.inflight) return;
    this.inflight = true;
    this.lastTry = this.clock();
    if (!this.code) this.status = 'loading';
    const res = await getReaderQrcode({ rdrno });
    runInAction(() => {
      this.inflight = false;
      if (rdrno !== this.root.rdrno) return;
      const code = firstRow(res);
      if (elibOk(res) && code) {
        this.show(code, false);
        this.renewedAfterUse = afterUse;
        this.receivedAt = this.clock();
        this.now = this.receivedAt;
        storage.set(QRCODE_CACHE_KEY, { ...code, openid: this.openid } satisfies CachedCode);
      } else if (res.status === '1' || res.status === '403') {
        // The library refuses: no code, not even the cached one (the card may be lost).
        this.code = null;
        this.refusal = failureMessage(res, '暂时不能出示读者证');
        this.status = 'ready';
      } else {
        // The network failed: the saved code, else the one on screen (storage may be unwritable),
        // shown as possibly expired and retried every 15 s; nothing at all is an error.
        const last = this.cached() ?? this.code;
        if (last) this.show(last, true);
        else {
          this.status = 'error';
          this.error = failureMessage(res, '二维码加载失败，请检查网络后重试');
        }
      }
    });
  }

  private show(code: ReaderQrcode, fromCache: boolean): void {
    this.code = code;
    this.fromCache = fromCache;
    this.refusal = '';
    this.error = '';
    this.status = 'ready';
  }

  /** The saved code when it is this WeChat user's active card's. */
  private cached(): ReaderQrcode | null {
    const saved = storage.getJSON<CachedCode>(QRCODE_CACHE_KEY);
    if (!saved || saved.openid !== this.openid || saved.rdrno !== this.root.rdrno || !saved.payload) return null;
    const { openid: _owner, ...code } = saved;
    return code;
  }

  /**
   * Starts the clock (and the refreshes); returns the stop for the screen's effect cleanup. The
   * screen shown again (the phone unlocked, WeChat back in front) gets a new code at once.
   */
  start(): () => void {
    void this.load();
    const timer = setInterval(() => this.tick(), 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.load();
    };
    const doc = typeof document === 'undefined' ? null : document;
    doc?.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      doc?.removeEventListener('visibilitychange', onVisible);
    };
  }

  private tick(): void {
    this.now = this.clock();
    if (this.inflight) return;
    const due = this.code && !this.fromCache && this.secondsLeft === 0;
    const retry = (this.fromCache || this.status === 'error') && this.now - this.lastTry >= OFFLINE_RETRY_MS;
    if (due || retry) void this.load();
    else if (this.code && !this.fromCache && this.now - this.lastAsked >= USED_POLL_MS) void this.askUsed();
  }

  /** Asks whether a gate has used the code on screen; if so, a new one at once. */
  async askUsed(): Promise<void> {
    const code = this.code;
    if (!code || this.inflight) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    this.lastAsked = this.clock();
    const res = await getReaderQrcodeState({ rdrno: code.rdrno, payload: code.payload });
    if (elibOk(res) && firstRow(res)?.used && this.code?.payload === code.payload) await this.load(true);
  }

  /** Another card became active: nothing of the previous card's code stays on screen. */
  clearReaderData(): void {
    this.code = null;
    this.renewedAfterUse = false;
    this.fromCache = false;
    this.refusal = '';
    this.error = '';
    this.status = 'idle';
  }
}

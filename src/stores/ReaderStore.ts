/**
 * The reader's cards (SPEC §3 rdrnos, select_rdrno, elibUserBase, elibUserExtra) and the card
 * rules of SPEC §4: reader list set, get-reader-number, card binding at start-up, and the
 * bind / switch / unbind actions of the card pages.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { deleteRdrno, listRdrnos, saveRdrno, selectRdrno } from '../api/rdrno';
import {
  bindOpenid,
  checkReader,
  getReaderBaseInfo,
  getReaderByOpenid,
  getReaderExtendInfo,
  unbindOpenid,
} from '../api/elib';
import { elibOk, failureMessage, firstRow, platformOk } from '../api/result';
import type { RdrnoBinding, ReaderBase, ReaderExtend } from '../api/contract';
import { PATHS } from '../router/paths';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { normalizeCode } from '../api/contract/typed';
import type { AppStore } from './AppStore';
import { loadSummary, type ReaderSummary, saveSummary } from './readerSummary';
import { Action, type ActionResult, failed, succeeded } from './base/Action';
import type { LoadStatus } from './base/loaded';
import type { AppEnv } from './env';

export type { ActionResult };

export const SYNCED_CARD_REMARK = '同步elibrary读者';
/** The bind page, or the page applying for a card (SPEC §4 step 10 sends a signup there). */
export const isBindPath = (path: string) => path === PATHS.bind || path === PATHS.cardCreate;

export const NO_CARD = { title: '提示', content: '你没有绑定读者证', confirmText: '去绑定' };
/** After a bind whose card list did not come back: when to ask for it again. */
export const CARDS_RETRY_MS = [2000, 5000, 15000];

export class ReaderStore {
  rdrnos: RdrnoBinding[] = [];
  select_rdrno = '';
  elibUserBase: ReaderBase | null = null;
  elibUserExtra: ReaderExtend | null = null;
  /** The cards are known (start-up step 7 done, or given up): the guard can decide. */
  cardsReady = false;
  /** The card list itself: until it is 'ready' nobody is told to bind a card. */
  cardsStatus: LoadStatus = 'idle';
  cardsError = '';
  /** The active card's base and extended info. */
  infoStatus: LoadStatus = 'idle';
  infoError = '';
  /** The card summary of the last visit (shownBase / shownExtra), until the fresh one is in. */
  lastVisit: ReaderSummary | null = null;

  readonly bindAction = new Action((input: { rdrno: string; password: string }) => this.bindCard(input));
  readonly switchAction = new Action((rdrno: string) => this.makeActive(rdrno, '切换成功'));
  readonly unbindAction = new Action((rdrno: string) => this.unbindCard(rdrno));

  constructor(
    private readonly app: AppStore,
    private readonly env: AppEnv,
  ) {
    makeAutoObservable<ReaderStore, 'app' | 'env'>(this, {
      app: false,
      env: false,
      bindAction: false,
      switchAction: false,
      unbindAction: false,
    });
    this.restoreSummary();
  }

  private get openid(): string {
    return this.app.wxuser?.openid ?? '';
  }

  private get appid(): string {
    return this.app.authorizer_appid;
  }

  /** The last visit's card summary, when it is this stored WeChat user's (readerSummary.ts). */
  private restoreSummary(): void {
    this.lastVisit = loadSummary(storage.get(STORAGE_KEYS.openid) ?? '');
  }

  /**
   * The active card's base info to show: the fresh one, else the last visit's while the fresh one
   * loads (never once the card list says otherwise). Display only: the guard, the reader number
   * and every call go by the fresh card list.
   */
  get shownBase(): ReaderBase | null {
    if (this.elibUserBase) return this.elibUserBase;
    const cached = this.lastVisit?.base;
    if (!cached || this.cardsStatus === 'error' || this.infoStatus === 'error') return null;
    if (this.cardsStatus === 'ready' && this.readerNumber !== cached.rdrno) return null;
    return cached;
  }

  /** The extended info to show, alongside shownBase. */
  get shownExtra(): ReaderExtend | null {
    if (this.elibUserBase) return this.elibUserExtra;
    return this.shownBase ? (this.lastVisit?.extra ?? null) : null;
  }

  /** Keeps what the network just confirmed for the next visit. */
  private saveSummary(): void {
    saveSummary({
      openid: this.openid,
      rdrnos: this.rdrnos,
      select_rdrno: this.select_rdrno,
      base: this.elibUserBase,
      extra: this.elibUserExtra,
    });
  }

  /** SPEC §2: a reader number from the store, the base record, or the selected card. */
  get readerNumber(): string {
    return this.select_rdrno || this.elibUserBase?.rdrno || this.rdrnos.find((r) => r.select === 1)?.rdrno || '';
  }

  /** A card mutation is in flight: every card button is disabled. */
  get busy(): boolean {
    return this.bindAction.busy || this.switchAction.busy || this.unbindAction.busy;
  }

  /**
   * SPEC §4 reader list set: the flagged entry becomes the active reader number, else the first.
   * Returns whether one was flagged (the caller then tells the server to select it).
   */
  setRdrnos(list: RdrnoBinding[]): boolean {
    this.rdrnos = list;
    const flagged = list.find((r) => r.select === 1);
    this.select_rdrno = (flagged ?? list[0])?.rdrno ?? '';
    return Boolean(flagged);
  }

  /**
   * SPEC §4 get-reader-number: load the list; the flagged card, else the first, is sent to the
   * select call; then base and extended info are loaded. False when the list could not be loaded.
   */
  async getRdrno(): Promise<boolean> {
    if (this.cardsStatus !== 'ready') this.cardsStatus = 'loading';
    const res = await listRdrnos({ openid: this.openid, authorizer_appid: this.appid });
    if (!platformOk(res)) {
      runInAction(() => {
        this.cardsStatus = 'error';
        this.cardsError = failureMessage(res, '读者证加载失败');
      });
      return false;
    }
    const flagged = runInAction(() => {
      this.cardsStatus = 'ready';
      this.cardsError = '';
      return this.setRdrnos(res.data.rows);
    });
    const chosen = this.select_rdrno;
    if (!chosen) {
      runInAction(() => {
        this.elibUserBase = null;
        this.elibUserExtra = null;
        this.infoStatus = 'idle';
      });
      this.saveSummary();
      return true;
    }
    if (!flagged)
      runInAction(() => {
        this.rdrnos = this.rdrnos.map((r) => ({ ...r, select: r.rdrno === chosen ? 1 : 0 }));
      });
    await Promise.all([
      selectRdrno({ rdrno: chosen, openid: this.openid, authorizer_appid: this.appid }),
      this.loadReaderInfo(chosen),
    ]);
    return true;
  }

  /**
   * Base info (first row) and extended info (kept only when status is '0'). A failure of either is
   * shown in place with 重试 by the screens that show card data (the failure policy: loads never
   * toast; SPEC §8's extended-info message is that in-place message).
   */
  async loadReaderInfo(rdrno: string): Promise<void> {
    if (this.elibUserBase?.rdrno !== rdrno) this.infoStatus = 'loading';
    const [base, extra] = await Promise.all([getReaderBaseInfo({ rdrno }), getReaderExtendInfo({ rdrno })]);
    runInAction(() => {
      if (rdrno !== this.select_rdrno) return; // another card became active meanwhile
      const row = firstRow(base);
      if (row) this.elibUserBase = row;
      if (elibOk(extra)) this.elibUserExtra = extra.rows?.[0] ?? null;
      // Either half missing: the screens say so in place, with 重试 (reloads both).
      if (row && elibOk(extra)) {
        this.infoStatus = 'ready';
        this.infoError = '';
        this.saveSummary();
      } else {
        this.infoStatus = 'error';
        this.infoError = row
          ? failureMessage(extra, '借阅和积分信息加载失败')
          : failureMessage(base, '读者信息加载失败');
      }
    });
  }

  /**
   * 重试 after a failed card list or reader info. A reader who turns out to have no card gets
   * SPEC's dialog as at start-up, even after the guard has sent them on to the bind page.
   */
  async retry(): Promise<void> {
    if (this.cardsStatus !== 'ready') {
      const destination = new URL(this.env.href()).pathname;
      if (await this.getRdrno()) await this.syncBinding(destination);
    } else if (this.select_rdrno) {
      await this.loadReaderInfo(this.select_rdrno);
    }
  }

  /**
   * Start-up step 7 (SPEC §4 card binding). The library system holds at most one card per openid;
   * it wins: that card is saved and selected, and the other cards are unbound there. Without it,
   * the others are unbound and the selected card is bound again. No card at all: the 提示 dialog.
   * When the card list could not be loaded nothing is changed and nobody is asked to bind.
   * `destination` is the page the reader is headed for (start-up: the page asked for, which step 12
   * may not have reached yet); the dialog is not shown when that is the bind page or the card
   * application. Without one, the page shown now decides.
   */
  async syncBinding(destination?: string): Promise<void> {
    if (this.cardsStatus === 'error') {
      this.markReady();
      return;
    }
    const openid = this.openid;
    const found = await getReaderByOpenid({ openid });
    if (!elibOk(found)) {
      // Not known whether the library system holds a card for this WeChat: change nothing, and do
      // not tell the reader they have none (the guard still sends a cardless reader to bind).
      this.markReady();
      return;
    }
    const reader = found.rows?.[0];
    if (reader) {
      let changed = false;
      if (!this.rdrnos.some((r) => r.rdrno === reader.rdrno)) {
        await saveRdrno({
          openid,
          rdrno: reader.rdrno,
          libcode: reader.libcode,
          remark: SYNCED_CARD_REMARK,
          authorizer_appid: this.appid,
        });
        changed = true;
      }
      if (this.select_rdrno !== reader.rdrno) {
        await selectRdrno({ rdrno: reader.rdrno, openid, authorizer_appid: this.appid });
        changed = true;
      }
      await this.unbindOthers(reader.rdrno);
      if (changed) await this.getRdrno();
    } else {
      await this.unbindOthers(this.select_rdrno);
      if (this.select_rdrno) await bindOpenid({ rdrno: this.select_rdrno, openid });
    }
    this.markReady();
    if (!this.readerNumber && this.cardsStatus === 'ready') await this.askToBind(destination);
  }

  /**
   * SPEC §4's dialog; not for a reader headed for the bind page or the card application (the
   * guard's own redirect to bind keeps it: SPEC's dialog, then the bind page), and the mask closes
   * it (public pages stay open).
   */
  private async askToBind(destination = new URL(this.env.href()).pathname): Promise<void> {
    if (isBindPath(destination)) return;
    const go = await this.env.ui.alert({ ...NO_CARD, dismissible: true });
    if (go && !this.onBindPage()) this.env.navigate(PATHS.bind);
  }

  private onBindPage(): boolean {
    return isBindPath(new URL(this.env.href()).pathname);
  }

  private async unbindOthers(keep: string): Promise<void> {
    const others = this.rdrnos.filter((r) => r.rdrno !== keep);
    await Promise.all(others.map((r) => unbindOpenid({ rdrno: r.rdrno, openid: this.openid })));
  }

  markReady() {
    this.cardsReady = true;
  }

  /** The bind page: `bindAction.run({ rdrno, password })`. */
  bind(input: { rdrno: string; password: string }): Promise<ActionResult> {
    return this.bindAction.run(input);
  }

  switchTo(rdrno: string): Promise<ActionResult> {
    return this.switchAction.run(rdrno);
  }

  unbind(rdrno: string): Promise<ActionResult> {
    return this.unbindAction.run(rdrno);
  }

  /**
   * Check the card (password, state, bound to another WeChat) before writing anything; save it on
   * the platform (which may refuse: too many cards); then select it and bind it in the library
   * system. If that last step is refused, the saved card is removed again, so a refused bind
   * leaves the platform and the library system as they were. The card's library is the one the
   * library system gives.
   */
  private async bindCard(input: { rdrno: string; password: string }): Promise<ActionResult> {
    // Typed by hand: spaces, full-width letters and a phone keyboard's lower case are normalised.
    const rdrno = normalizeCode(input.rdrno);
    const { password } = input;
    if (!rdrno) return failed('请输入读者证号');
    if (!password) return failed('请输入密码');
    const openid = this.openid;
    const checked = await checkReader({ rdrno, password, openid });
    const reader = firstRow(checked);
    if (!elibOk(checked) || !reader) return failed(failureMessage(checked, '读者证校验失败'));
    const existed = this.rdrnos.some((r) => r.rdrno === rdrno);
    const previous = this.select_rdrno;
    const saved = await saveRdrno({
      openid,
      rdrno,
      libcode: reader.libcode,
      remark: '',
      authorizer_appid: this.appid,
      password,
    });
    if (!platformOk(saved)) return failed(failureMessage(saved, '绑定失败'));
    const activated = await this.makeActive(rdrno, '绑定成功');
    if (!activated.ok && !existed) {
      await deleteRdrno({ rdrno, openid, authorizer_appid: this.appid });
      if (previous) await selectRdrno({ rdrno: previous, openid, authorizer_appid: this.appid });
      await this.getRdrno();
    }
    return activated;
  }

  /** Remove a card from this WeChat user; another card (if any) becomes active. */
  private async unbindCard(rdrno: string): Promise<ActionResult> {
    const res = await deleteRdrno({ rdrno, openid: this.openid, authorizer_appid: this.appid });
    if (!platformOk(res)) return failed(failureMessage(res, '解绑失败'));
    await unbindOpenid({ rdrno, openid: this.openid });
    await this.getRdrno();
    if (this.select_rdrno) await bindOpenid({ rdrno: this.select_rdrno, openid: this.openid });
    return succeeded('已解绑');
  }

  private async makeActive(rdrno: string, success: string): Promise<ActionResult> {
    const bound = await bindOpenid({ rdrno, openid: this.openid });
    if (!elibOk(bound)) return failed(failureMessage(bound, '绑定失败'));
    const selected = await selectRdrno({ rdrno, openid: this.openid, authorizer_appid: this.appid });
    if (!platformOk(selected)) return failed(failureMessage(selected, '切换失败'));
    if (!(await this.getRdrno())) {
      // The card is bound and selected; only the list did not come back. The card is the active
      // one all the same (no page asks the reader to bind again), and the list is asked again.
      runInAction(() => {
        const card = { id: 0, openid: this.openid, rdrno, libcode: '', remark: '', select: 1 };
        this.setRdrnos([card, ...this.rdrnos.filter((r) => r.rdrno !== rdrno)]);
        this.cardsStatus = 'ready';
      });
      void this.loadReaderInfo(rdrno);
      this.askForCardsAgain(0);
    }
    return succeeded(success);
  }

  /** The card list again after 2, 5 and 15 s (CARDS_RETRY_MS), until it comes. */
  private askForCardsAgain(attempt: number): void {
    if (attempt < CARDS_RETRY_MS.length)
      setTimeout(
        () => void this.getRdrno().then((ok) => ok || this.askForCardsAgain(attempt + 1)),
        CARDS_RETRY_MS[attempt],
      );
  }
}

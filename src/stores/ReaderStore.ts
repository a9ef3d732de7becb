/**
 * The reader's cards (SPEC §3 rdrnos, select_rdrno, elibUserBase, elibUserExtra) and the card
 * rules of SPEC §4: reader list set, get-reader-number, card binding at start-up, and the
 * bind / switch / unbind actions of the card pages.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { deleteRdrno, listRdrnos, saveRdrno, selectRdrno } from '../api/rdrno';
import {
  bindOpenid, checkReader, getReaderBaseInfo, getReaderByOpenid, getReaderExtendInfo, unbindOpenid,
} from '../api/elib';
import { elibOk, failureMessage, firstRow, platformOk } from '../api/result';
import type { RdrnoBinding, ReaderBase, ReaderExtend } from '../api/contract';
import { PATHS } from '../router/paths';
import type { AppStore } from './AppStore';
import type { AppEnv } from './env';

export const SYNCED_CARD_REMARK = '同步elibrary读者';
export const NO_CARD = { title: '提示', content: '你没有绑定读者证', confirmText: '去绑定' };

export type ActionResult = { ok: true } | { ok: false; message: string };

export class ReaderStore {
  rdrnos: RdrnoBinding[] = [];
  select_rdrno = '';
  elibUserBase: ReaderBase | null = null;
  elibUserExtra: ReaderExtend | null = null;
  /** The cards are known (start-up step 7 done): the guard can decide. */
  cardsReady = false;
  /** A card mutation is in flight: its buttons are disabled. */
  busy = false;

  constructor(private readonly app: AppStore, private readonly env: AppEnv) {
    makeAutoObservable<ReaderStore, 'app' | 'env'>(this, { app: false, env: false });
  }

  private get openid(): string {
    return this.app.wxuser?.openid ?? '';
  }

  private get appid(): string {
    return this.app.authorizer_appid;
  }

  /** SPEC §2: a reader number from the store, the base record, or the selected card. */
  get readerNumber(): string {
    return this.select_rdrno || this.elibUserBase?.rdrno || this.rdrnos.find((r) => r.select === 1)?.rdrno || '';
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
   * select call; then base and extended info are loaded.
   */
  async getRdrno(): Promise<void> {
    const res = await listRdrnos({ openid: this.openid, authorizer_appid: this.appid });
    if (!platformOk(res)) {
      this.env.ui.toast(failureMessage(res, '读者证加载失败'));
      return;
    }
    const flagged = runInAction(() => this.setRdrnos(res.data.rows));
    const chosen = this.select_rdrno;
    if (!chosen) {
      runInAction(() => { this.elibUserBase = null; this.elibUserExtra = null; });
      return;
    }
    if (!flagged) runInAction(() => { this.rdrnos = this.rdrnos.map((r) => ({ ...r, select: r.rdrno === chosen ? 1 : 0 })); });
    await Promise.all([
      selectRdrno({ rdrno: chosen, openid: this.openid, authorizer_appid: this.appid }),
      this.loadReaderInfo(chosen),
    ]);
  }

  /** Base info (first row) and extended info (kept only when status is '0'). */
  async loadReaderInfo(rdrno: string): Promise<void> {
    const [base, extra] = await Promise.all([getReaderBaseInfo({ rdrno }), getReaderExtendInfo({ rdrno })]);
    runInAction(() => {
      this.elibUserBase = firstRow(base) ?? null;
      if (elibOk(extra)) this.elibUserExtra = extra.rows?.[0] ?? null;
      else this.env.ui.toast(failureMessage(extra));
    });
  }

  /**
   * Start-up step 7 (SPEC §4 card binding). The library system holds at most one card per openid;
   * it wins: that card is saved and selected, and the other cards are unbound there. Without it,
   * the others are unbound and the selected card is bound again. No card at all: the 提示 dialog.
   */
  async syncBinding(): Promise<void> {
    const openid = this.openid;
    const reader = firstRow(await getReaderByOpenid({ openid }));
    if (reader) {
      let changed = false;
      if (!this.rdrnos.some((r) => r.rdrno === reader.rdrno)) {
        await saveRdrno({
          openid, rdrno: reader.rdrno, libcode: reader.libcode, remark: SYNCED_CARD_REMARK,
          authorizer_appid: this.appid, password: reader.password,
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
    runInAction(() => { this.cardsReady = true; });
    if (!this.readerNumber) {
      await this.env.ui.alert(NO_CARD);
      if (!this.env.href().includes(PATHS.bind)) this.env.navigate(PATHS.bind);
    }
  }

  private async unbindOthers(keep: string): Promise<void> {
    const others = this.rdrnos.filter((r) => r.rdrno !== keep);
    await Promise.all(others.map((r) => unbindOpenid({ rdrno: r.rdrno, openid: this.openid })));
  }

  markReady() {
    this.cardsReady = true;
  }

  /** The bind page: check the card with the library system, save, select, bind the openid. */
  bind(input: { rdrno: string; password: string; libcode?: string }): Promise<ActionResult> {
    const rdrno = input.rdrno.trim();
    const password = input.password;
    if (!rdrno) return Promise.resolve({ ok: false, message: '请输入读者证号' });
    if (!password) return Promise.resolve({ ok: false, message: '请输入密码' });
    return this.mutate(async () => {
      const checked = await checkReader({ rdrno, password });
      const reader = firstRow(checked);
      if (!elibOk(checked) || !reader) return failureMessage(checked, '读者证校验失败');
      const saved = await saveRdrno({
        openid: this.openid, rdrno, libcode: input.libcode || reader.libcode, remark: '',
        authorizer_appid: this.appid, password,
      });
      if (!platformOk(saved)) return failureMessage(saved, '绑定失败');
      return this.makeActive(rdrno);
    });
  }

  /** Make another bound card the active one. */
  switchTo(rdrno: string): Promise<ActionResult> {
    return this.mutate(() => this.makeActive(rdrno));
  }

  /** Remove a card from this WeChat user; another card (if any) becomes active. */
  unbind(rdrno: string): Promise<ActionResult> {
    return this.mutate(async () => {
      const res = await deleteRdrno({ rdrno, openid: this.openid, authorizer_appid: this.appid });
      if (!platformOk(res)) return failureMessage(res, '解绑失败');
      await unbindOpenid({ rdrno, openid: this.openid });
      await this.getRdrno();
      if (this.select_rdrno) await bindOpenid({ rdrno: this.select_rdrno, openid: this.openid });
      return null;
    });
  }

  private async makeActive(rdrno: string): Promise<string | null> {
    const selected = await selectRdrno({ rdrno, openid: this.openid, authorizer_appid: this.appid });
    if (!platformOk(selected)) return failureMessage(selected, '切换失败');
    const bound = await bindOpenid({ rdrno, openid: this.openid });
    if (!elibOk(bound)) return failureMessage(bound, '绑定失败');
    await this.getRdrno();
    return null;
  }

  /** Runs a mutation with the busy flag; the body returns an error message or null. */
  private async mutate(body: () => Promise<string | null>): Promise<ActionResult> {
    if (this.busy) return { ok: false, message: '正在处理，请稍候' };
    this.busy = true;
    try {
      const message = await body();
      return message ? { ok: false, message } : { ok: true };
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}

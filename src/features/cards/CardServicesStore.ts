/**
 * The active card's services: report it lost, cancel the report, extend it, change its password
 * and the reader's contact details. Each is an Action (busy, `{ ok, message }`, never throws);
 * after a change the active card's info is loaded again, so every screen shows the new state.
 */
import { makeAutoObservable } from 'mobx';
import type { CardParams, ElibResponse, NetworkFailure } from '../../api/contract';
import { elibOk, failureMessage } from '../../api/result';
import { Action, type ActionResult, failed, succeeded } from '../../stores/base/Action';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { cancelLostCard, delayCard, lostCard, modifyPassword, modifyReaderInfo } from './api';
import { type ContactForm, contactProblem, type PasswordForm, passwordProblem } from './validation';

type CardCall = (p: CardParams) => Promise<ElibResponse<unknown> | NetworkFailure>;

export const NO_CARD_MESSAGE = '请先绑定读者证';

export class CardServicesStore implements FeatureStore {
  readonly lost = new Action(() => this.changeState(lostCard, '挂失失败'));
  readonly cancelLost = new Action(() => this.changeState(cancelLostCard, '取消挂失失败'));
  readonly delay = new Action(() => this.changeState(delayCard, '延期失败'));
  readonly password = new Action((form: PasswordForm) => this.changePassword(form));
  readonly contact = new Action((form: ContactForm) => this.changeContact(form));

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CardServicesStore, 'root'>(this, {
      root: false,
      lost: false,
      cancelLost: false,
      delay: false,
      password: false,
      contact: false,
    });
  }

  /** Any card change in flight: every button of the card pages is disabled. */
  get busy(): boolean {
    return this.lost.busy || this.cancelLost.busy || this.delay.busy || this.password.busy || this.contact.busy;
  }

  /** The active card's record again (the detail page, on each visit). */
  refresh(): Promise<void> {
    return this.root.rdrno ? this.root.reader.loadReaderInfo(this.root.rdrno) : Promise.resolve();
  }

  /** Nothing of a card is kept here: the record lives in ReaderStore. */
  clearReaderData(): void {}

  private async changeState(call: CardCall, fallback: string): Promise<ActionResult> {
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed(NO_CARD_MESSAGE);
    const res = await call({ rdrno });
    if (!elibOk(res)) return failed(failureMessage(res, fallback));
    await this.root.reader.loadReaderInfo(rdrno);
    return succeeded(res.message);
  }

  private async changePassword(form: PasswordForm): Promise<ActionResult> {
    const problem = passwordProblem(form);
    if (problem) return failed(problem);
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed(NO_CARD_MESSAGE);
    const res = await modifyPassword({ rdrno, oldpassword: form.oldPassword, newpassword: form.newPassword });
    return elibOk(res) ? succeeded(res.message) : failed(failureMessage(res, '密码修改失败'));
  }

  private async changeContact(input: ContactForm): Promise<ActionResult> {
    const form = { phone: input.phone.trim(), email: input.email.trim(), address: input.address.trim() };
    const problem = contactProblem(form);
    if (problem) return failed(problem);
    const rdrno = this.root.rdrno;
    if (!rdrno) return failed(NO_CARD_MESSAGE);
    const res = await modifyReaderInfo({ rdrno, ...form });
    if (!elibOk(res)) return failed(failureMessage(res, '修改失败'));
    await this.root.reader.loadReaderInfo(rdrno);
    return succeeded(res.message);
  }
}

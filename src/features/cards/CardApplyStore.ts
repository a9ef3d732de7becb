/**
 * Applying for a card online (读者证, /rdrnos/create): the form's choices come from the
 * dictionaries, the form is checked here first (SPEC §5 for the ID number), then the library
 * system issues the card, binds it to this WeChat user and selects it; the card list is loaded
 * again, so the new card is the active one everywhere.
 */
import { makeAutoObservable } from 'mobx';
import type { DictEntry, ReaderBase } from '../../api/contract';
import { elibOk, failureMessage, firstRow } from '../../api/result';
import { Action, type ActionResult, failed, succeeded } from '../../stores/base/Action';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { addReader } from './api';
import { type ApplicationForm, applicationProblem } from './validation';

export class CardApplyStore implements FeatureStore {
  /** The card issued by the last successful application (its result page), until cleared. */
  issued: ReaderBase | null = null;
  readonly apply = new Action((form: ApplicationForm) => this.submit(form));

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CardApplyStore, 'root'>(this, { root: false, apply: false });
  }

  /** The reader types the library lets be applied for online (desk-only ones, such as VIP, are not offered). */
  get readerTypes(): DictEntry[] {
    return this.root.app.rdrtype.filter((type) => type.online !== 0);
  }

  /** The reader type `code`, among those offered. */
  typeOf(code: string): DictEntry | undefined {
    return this.readerTypes.find((type) => type.code === code);
  }

  get libraries(): DictEntry[] {
    return this.root.app.libcode;
  }

  /** The form's first choices: the first reader type, the library the reader came from. */
  get defaults(): Pick<ApplicationForm, 'rdrtype' | 'libcode'> {
    const lib = this.libraries.find((l) => l.code === this.root.app.currentLibcode) ?? this.libraries[0];
    return { rdrtype: this.readerTypes[0]?.code ?? '', libcode: lib?.code ?? '' };
  }

  clearReaderData(): void {
    this.issued = null;
  }

  private async submit(input: ApplicationForm): Promise<ActionResult> {
    const form = {
      ...input,
      name: input.name.trim(),
      idcard: input.idcard.trim().toUpperCase(),
      phone: input.phone.trim(),
    };
    const type = this.typeOf(form.rdrtype);
    const problem = applicationProblem(form, type);
    if (problem) return failed(problem);
    const openid = this.root.app.wxuser?.openid;
    if (!openid) return failed('请先完成微信授权');
    const { guardian, guardianphone, ...rest } = form;
    // A guardian only for a card that names one.
    const child = type?.guardian === 1 ? { guardian: guardian.trim(), guardianphone: guardianphone.trim() } : {};
    const res = await addReader({ openid, ...rest, ...child, password: form.password || undefined });
    const card = firstRow(res);
    if (!elibOk(res) || !card) return failed(failureMessage(res, '办证失败，请稍后重试'));
    await this.root.reader.getRdrno();
    // After the switch to the new card (which clears every feature's reader data, this one's too).
    this.setIssued(card);
    return succeeded(`办证成功，读者证号 ${card.rdrno}`);
  }

  /** The result page is left: the next visit starts with an empty form. */
  setIssued(card: ReaderBase | null): void {
    this.issued = card;
  }
}

/**
 * 我要留言: the message being written (a category, the text, up to three pictures: PictureUploads)
 * and sending it once. The draft carries a nonce: a submit repeated after a lost answer is the
 * same message, never a second one.
 */
import { makeAutoObservable } from 'mobx';
import type { Message } from '../../api/contract';
import { MESSAGE_CATEGORIES, MESSAGE_RULES, messageProblem } from '../../api/contract/messages';
import { failureMessage, platformOk } from '../../api/result';
import { randomString } from '../../lib/random';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { PictureUploads } from '../../stores/base/PictureUploads';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { addMessage } from './api';
import { MessagesStore } from './MessagesStore';

export class MessageFormStore implements FeatureStore {
  category = '';
  content = '';
  readonly pictures = new PictureUploads(MESSAGE_RULES.pictures);
  nonce = randomString(20);

  /** 提交: checked here first, then sent once; the draft is cleared when the library keeps it. */
  readonly submit = new Action(async () => {
    const notReady = this.pictures.notReady;
    if (notReady) return failed(notReady);
    const input = { category: this.category, content: this.content, serverids: this.pictures.serverIds };
    const problem = messageProblem(input);
    if (problem) return failed(problem);
    const openid = this.root.app.wxuser?.openid ?? '';
    const rdrno = this.root.reader.readerNumber;
    if (!openid || !rdrno) return failed('请先绑定读者证');
    const res = await addMessage({
      openid,
      rdrno,
      category: input.category,
      content: input.content.trim(),
      serverids: input.serverids.join(','),
      nonce: this.nonce,
    });
    if (!platformOk(res)) return failed(failureMessage(res, '提交失败，请稍后重试'));
    this.root.feature(MessagesStore).added(res.data as Message);
    this.reset();
    return succeeded(res.message || '留言成功');
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MessageFormStore, 'root'>(this, { root: false, pictures: false, submit: false });
  }

  get categories(): readonly string[] {
    return MESSAGE_CATEGORIES;
  }

  setCategory(category: string): void {
    this.category = category;
  }

  setContent(content: string): void {
    this.content = content;
  }

  reset(): void {
    this.category = '';
    this.content = '';
    this.pictures.clear();
    this.nonce = randomString(20);
  }

  /** The draft is the WeChat user's, not the card's. */
  clearReaderData(): void {}
}

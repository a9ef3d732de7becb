/**
 * 我要留言: the message being written (a category, the text, up to three pictures: PictureUploads)
 * and sending it once (PostDraft: a submit repeated after a lost answer is the same message).
 */
import { makeAutoObservable } from 'mobx';
import type { Message } from '../../api/contract';
import { MESSAGE_CATEGORIES, MESSAGE_RULES, messageProblem } from '../../api/contract/messages';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { PictureUploads } from '../../stores/base/PictureUploads';
import { PostDraft } from '../../stores/base/PostDraft';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { addMessage } from './api';
import { MessagesStore } from './MessagesStore';

export class MessageFormStore implements FeatureStore {
  category = '';
  content = '';
  readonly pictures = new PictureUploads(MESSAGE_RULES.pictures);
  readonly draft: PostDraft;

  /** 提交: checked here first, then sent once; the draft is cleared when the library keeps it. */
  readonly submit = new Action(async () => {
    const notReady = this.pictures.notReady;
    if (notReady) return failed(notReady);
    const input = { category: this.category, content: this.content, serverids: this.pictures.serverIds };
    const problem = messageProblem(input);
    if (problem) return failed(problem);
    const sent = await this.draft.send(
      (author) =>
        addMessage({
          ...author,
          category: input.category,
          content: input.content.trim(),
          serverids: input.serverids.join(','),
        }),
      '提交失败，请稍后重试',
    );
    if (!sent.ok) return failed(sent.message);
    this.root.feature(MessagesStore).added(sent.data as Message);
    this.reset();
    return succeeded(sent.message || '留言成功');
  });

  constructor(private readonly root: RootStore) {
    this.draft = new PostDraft(root);
    makeAutoObservable<MessageFormStore, 'root'>(this, { root: false, pictures: false, submit: false, draft: false });
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
    this.draft.renew();
  }

  /** The draft is the WeChat user's, not the card's. */
  clearReaderData(): void {}
}

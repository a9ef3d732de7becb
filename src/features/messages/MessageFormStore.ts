/**
 * 我要留言: the message being written (a category, the text, up to three pictures) and sending
 * it once. Pictures are chosen with WeChat's picker, shown through getLocalImgData (an iOS
 * localId is no <img src>), and sent to WeChat's media store one after another (the client
 * handles one uploadImage at a time); the platform fetches them by serverId. The draft carries a
 * nonce: a submit repeated after a lost answer is the same message, never a second one.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Message } from '../../api/contract';
import { MESSAGE_CATEGORIES, MESSAGE_RULES, messageProblem } from '../../api/contract/messages';
import { failureMessage, platformOk } from '../../api/result';
import { randomString } from '../../lib/random';
import { Action, failed, succeeded } from '../../stores/base/Action';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { chooseImage, getLocalImgData, uploadImage } from '../../wx/api';
import { addMessage } from './api';
import { MessagesStore } from './MessagesStore';

export type PictureState = 'uploading' | 'done' | 'failed';

export interface DraftPicture {
  localId: string;
  /** What the <img> shows: a data URL, '' until it is read. */
  preview: string;
  state: PictureState;
  serverId: string;
}

export const STILL_UPLOADING = '图片正在上传，请稍候';
export const UPLOAD_FAILED = '有图片上传失败，请点击图片重试或删除';

export class MessageFormStore implements FeatureStore {
  category = '';
  content = '';
  pictures: DraftPicture[] = [];
  nonce = randomString(20);

  /** 选择图片: WeChat's picker for the places left; each picture is shown, then uploaded. */
  readonly pick = new Action(async () => {
    const room = MESSAGE_RULES.pictures - this.pictures.length;
    if (room <= 0) return failed(`最多上传${MESSAGE_RULES.pictures}张图片`);
    const chosen = await chooseImage(room);
    if (!chosen.ok) return chosen.cancelled ? succeeded('') : failed(chosen.message);
    const added = chosen.data
      .slice(0, room)
      .map((localId): DraftPicture => ({ localId, preview: '', state: 'uploading', serverId: '' }));
    runInAction(() => {
      this.pictures = [...this.pictures, ...added];
    });
    for (const picture of added) await this.show(picture.localId);
    for (const picture of added) await this.upload(picture.localId);
    return succeeded('');
  });

  /** 提交: checked here first, then sent once; the draft is cleared when the library keeps it. */
  readonly submit = new Action(async () => {
    if (this.pictures.some((p) => p.state === 'uploading')) return failed(STILL_UPLOADING);
    if (this.pictures.some((p) => p.state === 'failed')) return failed(UPLOAD_FAILED);
    const input = { category: this.category, content: this.content, serverids: this.pictures.map((p) => p.serverId) };
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
    makeAutoObservable<MessageFormStore, 'root' | 'show' | 'upload'>(this, {
      root: false,
      pick: false,
      submit: false,
      show: false,
      upload: false,
    });
  }

  get categories(): readonly string[] {
    return MESSAGE_CATEGORIES;
  }

  /** Characters written (after trimming), for the counter. */
  get length(): number {
    return [...this.content.trim()].length;
  }

  get uploading(): boolean {
    return this.pictures.some((p) => p.state === 'uploading');
  }

  setCategory(category: string): void {
    this.category = category;
  }

  setContent(content: string): void {
    this.content = content;
  }

  removePicture(localId: string): void {
    this.pictures = this.pictures.filter((p) => p.localId !== localId);
  }

  /** A picture whose upload failed, tried again. */
  retryPicture(localId: string): Promise<void> {
    this.change(localId, { state: 'uploading' });
    return this.upload(localId);
  }

  reset(): void {
    this.category = '';
    this.content = '';
    this.pictures = [];
    this.nonce = randomString(20);
  }

  private async show(localId: string): Promise<void> {
    const data = await getLocalImgData(localId);
    if (data.ok) this.change(localId, { preview: data.data });
  }

  private async upload(localId: string): Promise<void> {
    const sent = await uploadImage(localId);
    this.change(localId, sent.ok && sent.data ? { state: 'done', serverId: sent.data } : { state: 'failed' });
  }

  /** Changes one picture, if it is still in the draft (it may have been removed meanwhile). */
  private change(localId: string, change: Partial<DraftPicture>): void {
    runInAction(() => {
      this.pictures = this.pictures.map((p) => (p.localId === localId ? { ...p, ...change } : p));
    });
  }

  /** The draft is the WeChat user's, not the card's. */
  clearReaderData(): void {}
}

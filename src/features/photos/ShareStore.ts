/**
 * 去晒图: the post being written (1–9 pictures: PictureUploads, a text of up to 300 characters, a
 * topic) and sharing it once (a nonce, as for messages). It then waits for the library's review.
 */
import { makeAutoObservable } from 'mobx';
import type { Photo } from '../../api/contract';
import { PHOTO_RULES, PHOTO_TOPICS, photoProblem } from '../../api/contract/photos';
import { failureMessage, platformOk } from '../../api/result';
import { randomString } from '../../lib/random';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { PictureUploads } from '../../stores/base/PictureUploads';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { addPhoto } from './api';
import { PhotosStore } from './PhotosStore';

export class ShareStore implements FeatureStore {
  topic = '';
  text = '';
  readonly pictures = new PictureUploads(PHOTO_RULES.picturesMax);
  nonce = randomString(20);
  /** The post just shared (the screen opens it). */
  made: Photo | null = null;

  /** 发布: checked here first, then sent once; the draft is cleared when the platform keeps it. */
  readonly submit = new Action(async () => {
    const notReady = this.pictures.notReady;
    if (notReady) return failed(notReady);
    const input = { topic: this.topic, text: this.text, serverids: this.pictures.serverIds };
    const problem = photoProblem(input);
    if (problem) return failed(problem);
    const openid = this.root.app.wxuser?.openid ?? '';
    const rdrno = this.root.reader.readerNumber;
    if (!openid || !rdrno) return failed('请先绑定读者证');
    const res = await addPhoto({
      openid,
      rdrno,
      topic: input.topic,
      text: input.text.trim(),
      serverids: input.serverids.join(','),
      nonce: this.nonce,
    });
    if (!platformOk(res)) return failed(failureMessage(res, '发布失败，请稍后重试'));
    this.root.feature(PhotosStore).shared(res.data);
    this.reset(res.data);
    return succeeded(res.message || '发布成功');
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ShareStore, 'root'>(this, { root: false, pictures: false, submit: false });
  }

  get topics(): readonly string[] {
    return PHOTO_TOPICS;
  }

  setTopic(topic: string): void {
    this.topic = topic;
  }

  setText(text: string): void {
    this.text = text;
  }

  reset(made: Photo | null = null): void {
    this.topic = '';
    this.text = '';
    this.pictures.clear();
    this.nonce = randomString(20);
    this.made = made;
  }

  clearReaderData(): void {
    this.reset();
  }
}

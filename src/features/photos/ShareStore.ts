/**
 * 去晒图: the post being written (1–9 pictures: PictureUploads, a text of up to 300 characters, a
 * topic) and sharing it once (PostDraft, as for messages). It then waits for the library's review.
 */
import { makeAutoObservable } from 'mobx';
import type { Photo } from '../../api/contract';
import { PHOTO_RULES, PHOTO_TOPICS, photoProblem } from '../../api/contract/photos';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { PictureUploads } from '../../stores/base/PictureUploads';
import { PostDraft } from '../../stores/base/PostDraft';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { addPhoto } from './api';
import { PhotosStore } from './PhotosStore';

export class ShareStore implements FeatureStore {
  topic = '';
  text = '';
  readonly pictures = new PictureUploads(PHOTO_RULES.picturesMax);
  readonly draft: PostDraft;
  /** The post just shared (the screen opens it). */
  made: Photo | null = null;

  /** 发布: checked here first, then sent once; the draft is cleared when the platform keeps it. */
  readonly submit = new Action(async () => {
    const notReady = this.pictures.notReady;
    if (notReady) return failed(notReady);
    const input = { topic: this.topic, text: this.text, serverids: this.pictures.serverIds };
    const problem = photoProblem(input);
    if (problem) return failed(problem);
    const sent = await this.draft.send(
      (author) =>
        addPhoto({ ...author, topic: input.topic, text: input.text.trim(), serverids: input.serverids.join(',') }),
      '发布失败，请稍后重试',
    );
    if (!sent.ok) return failed(sent.message);
    this.root.feature(PhotosStore).shared(sent.data);
    this.reset(sent.data);
    return succeeded(sent.message || '发布成功');
  });

  constructor(private readonly root: RootStore) {
    this.draft = new PostDraft(root);
    makeAutoObservable<ShareStore, 'root'>(this, { root: false, pictures: false, submit: false, draft: false });
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
    this.draft.renew();
    this.made = made;
  }

  clearReaderData(): void {
    this.reset();
  }
}

/**
 * Pictures a reader attaches to something (a message, a photo post): chosen with WeChat's picker,
 * shown through getLocalImgData (an iOS localId is no <img src>), and sent to WeChat's media store
 * one after another (the client handles one uploadImage at a time); the platform fetches them by
 * serverId. Each picture says where it is (上传中, 已上传, 上传失败 and may be tried again).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { chooseImage, getLocalImgData, uploadImage } from '../../wx/api';
import { Action, failed, succeeded } from './Action';

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

export class PictureUploads {
  pictures: DraftPicture[] = [];

  /** 添加图片: WeChat's picker for the places left; each picture is shown, then uploaded. */
  readonly pick = new Action(async () => {
    const room = this.max - this.pictures.length;
    if (room <= 0) return failed(`最多上传${this.max}张图片`);
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

  constructor(readonly max: number) {
    makeAutoObservable<PictureUploads, 'show' | 'upload' | 'change'>(this, {
      max: false,
      pick: false,
      show: false,
      upload: false,
      change: false,
    });
  }

  get uploading(): boolean {
    return this.pictures.some((p) => p.state === 'uploading');
  }

  get uploaded(): number {
    return this.pictures.filter((p) => p.state === 'done').length;
  }

  get full(): boolean {
    return this.pictures.length >= this.max;
  }

  /** The serverIds to send, in order. */
  get serverIds(): string[] {
    return this.pictures.map((p) => p.serverId);
  }

  /** Why the pictures cannot be sent yet ('' when they can). */
  get notReady(): string {
    if (this.uploading) return STILL_UPLOADING;
    return this.pictures.some((p) => p.state === 'failed') ? UPLOAD_FAILED : '';
  }

  remove(localId: string): void {
    this.pictures = this.pictures.filter((p) => p.localId !== localId);
  }

  /** A picture whose upload failed, tried again. */
  retry(localId: string): Promise<void> {
    this.change(localId, { state: 'uploading' });
    return this.upload(localId);
  }

  clear(): void {
    this.pictures = [];
  }

  private async show(localId: string): Promise<void> {
    const data = await getLocalImgData(localId);
    if (data.ok) this.change(localId, { preview: data.data });
  }

  private async upload(localId: string): Promise<void> {
    const sent = await uploadImage(localId);
    this.change(localId, sent.ok && sent.data ? { state: 'done', serverId: sent.data } : { state: 'failed' });
  }

  /** Changes one picture, if it is still there (it may have been removed meanwhile). */
  private change(localId: string, change: Partial<DraftPicture>): void {
    runInAction(() => {
      this.pictures = this.pictures.map((p) => (p.localId === localId ? { ...p, ...change } : p));
    });
  }
}

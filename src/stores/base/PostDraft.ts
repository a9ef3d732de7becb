/**
 * A reader's post the library moderates (读者留言, 读者晒图, 朗读作品), sent once. The draft
 * carries a nonce: a submit repeated after a lost answer is the same post on the server, never a
 * second one; a new draft (the post kept, or the draft discarded) gets a new nonce. The post is
 * the WeChat user's, written with the active card: without a card nothing is sent.
 */
import { makeAutoObservable } from 'mobx';
import type { NetworkFailure, PlatformResponse } from '../../api/contract/envelope';
import { failureMessage, platformOk } from '../../api/result';
import { randomString } from '../../lib/random';
import type { RootStore } from '../RootStore';

export const NO_CARD_TO_POST = '请先绑定读者证';

/** Who posts, and the draft's nonce: spread into the call's parameters. */
export interface PostAuthor {
  openid: string;
  rdrno: string;
  nonce: string;
}

export type Sent<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

export class PostDraft {
  nonce = randomString(20);

  constructor(private readonly root: Pick<RootStore, 'app' | 'rdrno'>) {
    makeAutoObservable<PostDraft, 'root'>(this, { root: false, send: false });
  }

  /** Sends the post with its author and nonce; a refusal (or no card) is the message to show. */
  send = async <T>(
    call: (author: PostAuthor) => Promise<PlatformResponse<T> | NetworkFailure>,
    fallback: string,
  ): Promise<Sent<T>> => {
    const openid = this.root.app.wxuser?.openid ?? '';
    const rdrno = this.root.rdrno;
    if (!openid || !rdrno) return { ok: false, message: NO_CARD_TO_POST };
    const res = await call({ openid, rdrno, nonce: this.nonce });
    if (!platformOk(res)) return { ok: false, message: failureMessage(res, fallback) };
    return { ok: true, data: res.data, message: res.message };
  };

  /** A new draft: the next submit is a new post. */
  renew(): void {
    this.nonce = randomString(20);
  }
}

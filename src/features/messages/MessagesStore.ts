/**
 * 读者留言: the WeChat user's messages to the library with its replies (newest first), and the
 * messages the library chose to show everyone (公开留言). A reply arrives while the reader is
 * elsewhere: the lists are fresh for a short while only.
 */
import { makeAutoObservable } from 'mobx';
import type { Message } from '../../api/contract';
import { platformData } from '../../api/result';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { listMessages, listPublicMessages } from './api';

const FRESH_MS = 15_000;

export class MessagesStore implements FeatureStore {
  readonly mine = new ListStore<Message, { openid: string }>(
    (query, paging) => listMessages({ ...query, ...paging }).then((res) => platformData(res)),
    { pageSize: 10 },
  );
  readonly shared = new ListStore<Message>(
    (_query, paging) => listPublicMessages(paging).then((res) => platformData(res)),
    { pageSize: 10 },
  );

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MessagesStore, 'root'>(this, { root: false, mine: false, shared: false });
  }

  get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  loadMine(maxAge = FRESH_MS): Promise<void> {
    return this.openid ? this.mine.ensure({ openid: this.openid }, maxAge) : Promise.resolve();
  }

  loadShared(maxAge = FRESH_MS): Promise<void> {
    return this.shared.ensure({}, maxAge);
  }

  /** A message just kept: on top of 我的留言 at once. */
  added(message: Message): void {
    if (this.mine.status === 'ready') this.mine.prepend(message, (other) => other.id === message.id);
    else this.mine.invalidate();
  }

  /** Messages are the WeChat user's, not the card's: nothing to forget when the card changes. */
  clearReaderData(): void {}
}

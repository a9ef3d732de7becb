/** The one store tree, built once and handed down with React context (see useStores). */
import { AppStore } from './AppStore';
import { ReaderStore } from './ReaderStore';
import { WechatStore } from './WechatStore';
import type { AppEnv } from './env';

export class RootStore {
  readonly app: AppStore;
  readonly wechat: WechatStore;
  readonly reader: ReaderStore;

  constructor(readonly env: AppEnv) {
    this.app = new AppStore(env);
    this.wechat = new WechatStore(this.app, env);
    this.reader = new ReaderStore(this.app, env);
  }
}

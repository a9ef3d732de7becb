/**
 * The open tags as the client provides them (what every tag shares: openTagBase.ts).
 * `<wx-open-launch-weapp username path>` fires `launch` on a tap (error detail `{errMsg}`);
 * `<wx-open-subscribe template>` is in subscribe.ts.
 */
import { compareVersions } from './device.js';
import type { HarnessBridge } from './jsbridge.js';
import type { LogInput } from './log.js';
import { harnessHost } from './answers.js';
import { openTagClass, type TagSetup } from './openTagBase.js';
import { MIN_OPEN_TAG_VERSION } from './protocol.js';
import { defineSubscribeTag } from './subscribe.js';

export const OPEN_TAG = 'wx-open-launch-weapp';
export const OPEN_TAG_ERRORS = {
  oldClient: `launch:fail, the client version is lower than ${MIN_OPEN_TAG_VERSION}`,
  notListed: 'launch:fail_check fail',
};
function defineLaunchWeapp(setup: TagSetup, registry: CustomElementRegistry): void {
  const { log } = setup;
  const errors = { oldClient: { errMsg: OPEN_TAG_ERRORS.oldClient }, notListed: { errMsg: OPEN_TAG_ERRORS.notListed } };
  class WxOpenLaunchWeapp extends openTagClass(setup, OPEN_TAG, errors) {
    tapped(): void {
      const target = { username: this.getAttribute('username') ?? '', path: this.getAttribute('path') ?? '' };
      const host = harnessHost();
      try {
        host?.show('launchWeapp', target);
      } catch {
        // The page could not show it; the launch still happened.
      }
      log({
        invoke: OPEN_TAG,
        api: OPEN_TAG,
        args: target,
        reply: { errMsg: 'launch:ok' },
        source: host ? 'panel' : undefined,
      });
      this.dispatchEvent(new CustomEvent('launch', { detail: {} }));
    }
  }
  registry.define(OPEN_TAG, WxOpenLaunchWeapp);
}

export function defineOpenTags(harness: HarnessBridge, version: string, log: (input: LogInput) => void): void {
  const registry = (window as { customElements?: CustomElementRegistry }).customElements;
  if (!registry || registry.get(OPEN_TAG)) return;
  const setup: TagSetup = {
    harness,
    log,
    device: harness.device,
    oldClient: compareVersions(version, MIN_OPEN_TAG_VERSION) < 0,
  };
  defineLaunchWeapp(setup, registry);
  defineSubscribeTag(setup, registry);
}

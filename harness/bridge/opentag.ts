/**
 * The `<wx-open-launch-weapp username path>` open tag as the client provides it: it renders its
 * template (`<script type="text/wxtag-template">` or `<template>`) in its own shadow root, fires
 * `ready` once wx.config succeeded with the tag in openTagList, then `launch` on a tap; `error`
 * (detail {errMsg}) on a client older than 7.0.12 or when the tag was not listed.
 */
import { compareVersions } from './device.js';
import type { HarnessBridge } from './jsbridge.js';
import type { LogInput } from './log.js';
import { harnessHost } from './answers.js';
import { MIN_OPEN_TAG_VERSION } from './protocol.js';

export const OPEN_TAG = 'wx-open-launch-weapp';
export const OPEN_TAG_ERRORS = {
  oldClient: `launch:fail, the client version is lower than ${MIN_OPEN_TAG_VERSION}`,
  notListed: 'launch:fail_check fail',
};
/** The client's own delay before a tag reports (also lets the page attach its listeners). */
const SETTLE_MS = 30;

export function defineOpenTags(harness: HarnessBridge, version: string, log: (input: LogInput) => void): void {
  const registry = (window as { customElements?: CustomElementRegistry }).customElements;
  if (!registry || registry.get(OPEN_TAG)) return;
  const oldClient = compareVersions(version, MIN_OPEN_TAG_VERSION) < 0;

  class WxOpenLaunchWeapp extends HTMLElement {
    private status: 'waiting' | 'ready' | 'error' = 'waiting';
    private unsubscribe: (() => void) | null = null;
    private observer: MutationObserver | null = null;

    connectedCallback(): void {
      this.render();
      this.observer ??= new MutationObserver(() => this.render());
      this.observer.observe(this, { childList: true, subtree: true, characterData: true });
      this.addEventListener('click', this.tap);
      if (oldClient) {
        this.settle('error', OPEN_TAG_ERRORS.oldClient);
        return;
      }
      this.unsubscribe = harness.onConfig(() => this.check());
      if (harness.config.state !== 0) this.check();
    }

    disconnectedCallback(): void {
      this.unsubscribe?.();
      this.unsubscribe = null;
      this.observer?.disconnect();
      this.removeEventListener('click', this.tap);
    }

    /** The template's HTML, rendered where the client renders it: the tag's own shadow root. */
    private render(): void {
      const source = this.querySelector('script[type="text/wxtag-template"], template');
      if (!source) return;
      const html = source.tagName === 'TEMPLATE' ? source.innerHTML : (source.textContent ?? '');
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (root.innerHTML !== html) root.innerHTML = html;
    }

    private check(): void {
      if (harness.config.state !== 1) return;
      if (harness.config.openTagList.includes(OPEN_TAG)) this.settle('ready');
      else this.settle('error', OPEN_TAG_ERRORS.notListed);
    }

    private settle(status: 'ready' | 'error', errMsg = ''): void {
      if (this.status !== 'waiting') return;
      this.status = status;
      setTimeout(() => {
        const detail = status === 'error' ? { errMsg } : {};
        this.dispatchEvent(new CustomEvent(status, { detail }));
      }, SETTLE_MS);
    }

    private readonly tap = (): void => {
      if (this.status !== 'ready') return;
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
    };
  }

  registry.define(OPEN_TAG, WxOpenLaunchWeapp);
}

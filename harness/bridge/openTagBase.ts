/**
 * What every open tag shares: it renders its template (`<script type="text/wxtag-template">` or
 * `<template>`) in its own shadow root, fires `ready` once wx.config succeeded with the tag in
 * openTagList, and `error` on a client older than 7.0.12 or when the tag was not listed; taps
 * count only once it is ready (the subclass answers them in `tapped()`).
 */
import type { HarnessBridge } from './jsbridge.js';
import type { LogInput } from './log.js';

/** The client's own delay before a tag reports (also lets the page attach its listeners). */
export const SETTLE_MS = 30;

/** What a tag is defined with: the bridge, the client's version check and the JS-SDK log. */
export interface TagSetup {
  harness: HarnessBridge;
  oldClient: boolean;
  log: (input: LogInput) => void;
  /** The device the client runs on (the answer lookup needs it). */
  device: HarnessBridge['device'];
}

/** The `error` details of a tag that cannot work: an old client, or not in openTagList. */
export interface TagErrors {
  oldClient: Record<string, unknown>;
  notListed: Record<string, unknown>;
}

/** The base class of an open tag named `name`; a subclass answers taps in `tapped()`. */
export function openTagClass(setup: TagSetup, name: string, errors: TagErrors) {
  const { harness, oldClient } = setup;
  return class OpenTag extends HTMLElement {
    status: 'waiting' | 'ready' | 'error' = 'waiting';
    private unsubscribe: (() => void) | null = null;
    private observer: MutationObserver | null = null;

    connectedCallback(): void {
      this.render();
      this.observer ??= new MutationObserver(() => this.render());
      this.observer.observe(this, { childList: true, subtree: true, characterData: true });
      this.addEventListener('click', this.tap);
      if (oldClient) {
        this.settle('error', errors.oldClient);
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
      if (harness.config.openTagList.includes(name)) this.settle('ready', {});
      else this.settle('error', errors.notListed);
    }

    private settle(status: 'ready' | 'error', detail: Record<string, unknown>): void {
      if (this.status !== 'waiting') return;
      this.status = status;
      this.fire(status, detail);
    }

    /** Dispatches `type` after the client's delay. */
    fire(type: string, detail: Record<string, unknown>): void {
      setTimeout(() => this.dispatchEvent(new CustomEvent(type, { detail })), SETTLE_MS);
    }

    /** A tap once the tag is ready. */
    tapped(): void {}

    private readonly tap = (): void => {
      if (this.status === 'ready') this.tapped();
    };
  };
}

/**
 * A WeChat open tag (`wx-open-launch-weapp`, `wx-open-subscribe`): the client renders the
 * template itself, in its own document, and reports with DOM events. The tag works only after a
 * wx.config that listed it (`wechatConfig.openTagList`) on a client from 7.0.12 on. Where it cannot
 * work the `fallback` is shown instead:
 * - the page is not in WeChat, or the client is older (the user agent says so; such a client
 *   leaves the tag blank, without an event);
 * - wx.config failed (the client leaves the tag dead without an event);
 * - the tag reports `error` before it was `ready` (too old, not listed).
 * After `ready`, the tag's events (a tap's `launch`, `success`, `error`) go to `on`; an `error`
 * there without an `on.error` shows the fallback too.
 */
import { createElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { supportsOpenTags } from './version';
import { configOutcome } from './sdk';

export type OpenTagName = 'wx-open-launch-weapp' | 'wx-open-subscribe';
export type OpenTagDetail = Record<string, unknown>;

export interface OpenTagProps {
  tag: OpenTagName;
  /** The client's user agent (AppEnv.userAgent): no open tag outside WeChat or before 7.0.12. */
  userAgent: string;
  /** The tag's attributes (username and path, template ids ...). */
  attributes: Record<string, string>;
  /** HTML of what WeChat renders (styles inline: the template lives in its own document). */
  template: string;
  fallback: ReactNode;
  on?: Partial<Record<'launch' | 'success' | 'error', (detail: OpenTagDetail) => void>>;
}

export function OpenTag({ tag, userAgent, attributes, template, fallback, on }: OpenTagProps) {
  const ref = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(() => !supportsOpenTags(userAgent));
  // The latest handlers, so that listeners are not re-attached on each render.
  const handlers = useRef(on);
  handlers.current = on;

  useEffect(() => {
    let mounted = true;
    void configOutcome().then((outcome) => {
      if (mounted && outcome && !outcome.ok) setFailed(true);
    });
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let ready = false;
    const detailOf = (event: Event) => ((event as CustomEvent).detail ?? {}) as OpenTagDetail;
    const onReady = () => {
      ready = true;
    };
    const onEvent = (event: Event) => {
      const handler = handlers.current?.[event.type as 'launch' | 'success' | 'error'];
      if (event.type === 'error' && (!ready || !handler)) setFailed(true);
      else handler?.(detailOf(event));
    };
    const names = ['launch', 'success', 'error'];
    element.addEventListener('ready', onReady);
    for (const name of names) element.addEventListener(name, onEvent);
    return () => {
      element.removeEventListener('ready', onReady);
      for (const name of names) element.removeEventListener(name, onEvent);
    };
  }, []);

  if (failed) return <>{fallback}</>;
  return createElement(
    tag,
    { ref, ...attributes, style: { display: 'block' } },
    // The template is the script's text (what the client reads), never parsed as this page's HTML.
    createElement('script', { type: 'text/wxtag-template' }, template),
  );
}

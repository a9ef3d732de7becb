/**
 * The `wx-open-launch-weapp` open tag: opens a mini program from the H5 page. WeChat renders the
 * template itself; when the tag cannot work (old client, not listed in wx.config) it fires
 * `error` and the `fallback` is shown instead. After a failed wx.config the client leaves the tag
 * dead without an event, so the fallback shows then too.
 */
import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { configOutcome } from './sdk';

export interface OpenLaunchWeappProps {
  username: string;
  path: string;
  /** HTML of the button WeChat renders (styles inline: the template lives in its own document). */
  template: string;
  /** Shown when the tag reports an error. */
  fallback: ReactNode;
  onLaunch?: () => void;
}

export function OpenLaunchWeapp({ username, path, template, fallback, onLaunch }: OpenLaunchWeappProps) {
  const ref = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);

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
    const tag = ref.current;
    if (!tag) return;
    const launched = () => onLaunch?.();
    const errored = () => setFailed(true);
    tag.addEventListener('launch', launched);
    tag.addEventListener('error', errored);
    return () => {
      tag.removeEventListener('launch', launched);
      tag.removeEventListener('error', errored);
    };
  }, [onLaunch]);

  if (failed) return <>{fallback}</>;
  return createElement(
    'wx-open-launch-weapp',
    { ref, username, path, style: { display: 'block' } },
    // The template is the script's text (what the client reads), never parsed as this page's HTML.
    createElement('script', { type: 'text/wxtag-template' }, template),
  );
}

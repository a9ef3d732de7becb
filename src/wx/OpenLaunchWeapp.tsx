/**
 * The `wx-open-launch-weapp` open tag: opens a mini program from the H5 page. WeChat renders the
 * template itself; when the tag cannot work (old client, not listed in wx.config) it fires
 * `error` and the `fallback` is shown instead.
 */
import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';

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
    createElement('script', { type: 'text/wxtag-template', dangerouslySetInnerHTML: { __html: template } }),
  );
}

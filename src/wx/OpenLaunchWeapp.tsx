/**
 * The `wx-open-launch-weapp` open tag: opens a mini program from the H5 page. WeChat renders the
 * template itself; where the tag cannot work (not WeChat, an old client, not listed in wx.config,
 * a failed wx.config) the `fallback` is shown instead (wx/OpenTag.tsx).
 */
import type { ReactNode } from 'react';
import { OpenTag } from './OpenTag';

export interface OpenLaunchWeappProps {
  /** The client's user agent (AppEnv.userAgent). */
  userAgent: string;
  username: string;
  path: string;
  /** HTML of the button WeChat renders (styles inline: the template lives in its own document). */
  template: string;
  /** Shown when the tag cannot work (OpenTag). */
  fallback: ReactNode;
  onLaunch?: () => void;
}

export function OpenLaunchWeapp({ userAgent, username, path, template, fallback, onLaunch }: OpenLaunchWeappProps) {
  return (
    <OpenTag
      tag="wx-open-launch-weapp"
      userAgent={userAgent}
      attributes={{ username, path }}
      template={template}
      fallback={fallback}
      on={{ launch: () => onLaunch?.() }}
    />
  );
}

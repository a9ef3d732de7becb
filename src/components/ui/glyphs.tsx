/**
 * Tiny inline SVG glyphs for the plain (kit-free) pieces: the home route must not load
 * antd-mobile, so it cannot use the kit's icon set.
 */
import type { ReactElement } from 'react';

type GlyphProps = { size?: number; className?: string };

function svg(paths: ReactElement, { size = 16, className }: GlyphProps, viewBox = '0 0 24 24') {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths}
    </svg>
  );
}

export const SearchGlyph = (p: GlyphProps) =>
  svg(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>,
    p,
  );

export const AppsGlyph = (p: GlyphProps) =>
  svg(
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </>,
    p,
  );

export const CardGlyph = (p: GlyphProps) =>
  svg(
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="8" cy="12" r="2.5" />
      <path d="M13 10h5M13 14h3" />
    </>,
    p,
  );

export const ChevronGlyph = (p: GlyphProps) => svg(<path d="M9 6l6 6-6 6" />, p);

/** Larger illustrations for the status panels. */
export type IllustrationKind = 'soon' | 'lost' | 'error' | 'empty' | 'success' | 'warn';

export function Illustration({ kind, size = 96 }: { kind: IllustrationKind; size?: number }) {
  const face = {
    // an hourglass: coming soon
    soon: (
      <>
        <path d="M22 16h20M22 48h20M26 16h12l-6 16z" />
        <path d="M32 32l6 16H26z" fill="currentColor" />
      </>
    ),
    // a compass needle: nowhere to be found
    lost: (
      <>
        <circle cx="32" cy="32" r="14" />
        <path d="M37 27l-3 8-8 3 3-8z" />
      </>
    ),
    // an exclamation mark: something failed
    error: (
      <>
        <path d="M32 20v16" />
        <circle cx="32" cy="43" r="1.5" />
      </>
    ),
    // a tick: done
    success: <path d="M21 33l8 8 15-17" />,
    // an exclamation mark in a triangle: done in part, or not done and why
    warn: (
      <>
        <path d="M32 18l15 26H17z" />
        <path d="M32 28v7" />
        <circle cx="32" cy="39.5" r="1" />
      </>
    ),
    // an open tray: nothing here yet
    empty: (
      <>
        <path d="M18 34l5-12h18l5 12v8H18z" />
        <path d="M18 34h9l2 4h6l2-4h9" />
      </>
    ),
  }[kind];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="28" fill="currentColor" fillOpacity={0.08} stroke="none" />
      {face}
    </svg>
  );
}

/** The tab bar's icons: an outline form for inactive entries and a filled form for the active one. */
import type { ReactElement } from 'react';

const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const solid = { fill: 'currentColor', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round' } as const;

const shapes: Record<string, (style: typeof outline | typeof solid) => ReactElement> = {
  home: (s) => <path {...s} d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  search: (s) => (
    <g {...s}>
      <circle cx="11" cy="11" r="6.5" fillOpacity={s === solid ? 0.25 : 0} />
      <path d="m16 16 4.5 4.5" fill="none" />
    </g>
  ),
  scan: (s) => (
    <g {...s}>
      <path
        d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3"
        fill="none"
      />
      <rect x="7" y="11" width="10" height="2" rx="1" />
    </g>
  ),
  book: (s) => (
    <g {...s}>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3" fill="none" />
    </g>
  ),
  user: (s) => (
    <g {...s}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0z" />
    </g>
  ),
};

export function TabIcon({ name }: { name: string }) {
  const filled = name.endsWith('-fill');
  const draw = shapes[name.replace(/-fill$/, '')];
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-icon={name}>
      {draw ? draw(filled ? solid : outline) : null}
    </svg>
  );
}

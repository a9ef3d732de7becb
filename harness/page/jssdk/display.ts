/**
 * The demo page's 显示 fact: what the page is told of the phone's 深色模式 (prefers-color-scheme,
 * kept up to date by its `change` event) and 字体大小 (the root element's font size), so the
 * emulation (harness/bridge/display.ts) can be seen at work.
 */
import { el } from './dom';

/** One line: the colour scheme and the root font size (with the percentage the bridge set). */
export function describeDisplay(win: Window = window): string {
  const dark = win.matchMedia('(prefers-color-scheme: dark)').matches;
  const root = win.document.documentElement;
  const size = win.getComputedStyle(root).fontSize;
  const set = root.style.fontSize;
  return `${dark ? '深色' : '浅色'}（prefers-color-scheme: ${dark ? 'dark' : 'light'}）· 根字号 ${size}${set ? `（${set}）` : ''}`;
}

/** Appends the 显示 fact to `facts` and keeps it current. */
export function showDisplay(facts: HTMLElement, win: Window = window): void {
  const value = el('dd', { id: 'display-fact' }, describeDisplay(win));
  facts.append(el('dt', {}, '显示'), value);
  win.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    value.textContent = describeDisplay(win);
  });
}

/**
 * The route sweep's accessibility-tree check: what a screen reader is given, read from
 * Playwright's accessibility snapshot of the page (`locator('body').ariaSnapshotJSON()`, the tree
 * `ariaSnapshot()` prints as YAML: aria-hidden parts left out, visually hidden ones kept).
 *
 * - `unnamed-control`: a control (CONTROL_ROLES) whose accessible name is empty: a screen reader
 *   says only "button" or "link".
 * - `page-heading`: the page does not have exactly one heading of level 1.
 * - `landmark`: the page is not exactly one main landmark.
 * - `dialog-focus`: a dialog or alertdialog is in the tree and focus is not inside one
 *   (`focusInDialog`, read from the page).
 */
import type { Page } from 'playwright-core';

/** A node of `ariaSnapshotJSON()`: role ('text' for a text fragment), name, children, state and properties. */
export interface AriaNode {
  role: string;
  name?: string;
  text?: string;
  level?: number;
  url?: string;
  placeholder?: string;
  children?: AriaNode[];
  [property: string]: unknown;
}

/** Roles a reader acts on: each must say what it does. */
export const CONTROL_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'switch',
  'radio',
  'combobox',
  'listbox',
  'option',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'treeitem',
]);

const DIALOG_ROLES = new Set(['dialog', 'alertdialog']);

/** The snapshot's JSON, as Playwright answers it (a list of nodes, or one node). */
export function asNodes(snapshot: unknown): AriaNode[] {
  if (Array.isArray(snapshot)) return snapshot.filter(isNode);
  return isNode(snapshot) ? [snapshot] : [];
}

const isNode = (value: unknown): value is AriaNode =>
  typeof value === 'object' && value !== null && typeof (value as AriaNode).role === 'string';

/** Every node with the names of the landmarks, dialogs and lists above it (for a finding to say where). */
function walk(nodes: AriaNode[], visit: (node: AriaNode, path: string[]) => void, path: string[] = []): void {
  for (const node of nodes) {
    if (typeof node !== 'object' || node === null) continue;
    visit(node, path);
    const here = node.name ? `${node.role} “${node.name}”` : node.role;
    const kept = node.role === 'generic' || node.role === 'text' ? path : [...path, here];
    if (Array.isArray(node.children)) walk(node.children, visit, kept);
  }
}

/** Text a node shows without being its name (an unnamed control's icon, say): its fragments, its children's. */
function shownText(node: AriaNode): string {
  const own = [node.text, node.role === 'text' ? node.name : undefined].filter(Boolean).join(' ');
  const inner = (node.children ?? []).map((c) => (typeof c === 'string' ? c : shownText(c))).filter(Boolean);
  return [own, ...inner].join(' ').trim();
}

/** One line naming an element of the tree: its role, properties, what it holds, and where it is. */
export function describeNode(node: AriaNode, path: string[]): string {
  const props = ['url', 'placeholder']
    .filter((p) => typeof node[p] === 'string' && node[p])
    .map((p) => `${p}=${node[p]}`);
  const inner = (node.children ?? [])
    .filter((c) => typeof c === 'object' && c !== null)
    .map((c) => c.role)
    .filter((r) => r !== 'text');
  const shown = shownText(node);
  return [
    node.role,
    ...props,
    inner.length ? `holding ${inner.join(', ')}` : '',
    shown ? `showing '${shown.slice(0, 30)}'` : '',
    path.length ? `in ${path.slice(-3).join(' > ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Controls without an accessible name, each described (role, url, what it holds, where it is). */
export function unnamedControls(nodes: AriaNode[]): string[] {
  const out: string[] = [];
  walk(nodes, (node, path) => {
    if (CONTROL_ROLES.has(node.role) && !(node.name ?? '').trim()) out.push(describeNode(node, path));
  });
  return out;
}

/** The names of the level-1 headings in the tree. */
export function pageHeadings(nodes: AriaNode[]): string[] {
  const out: string[] = [];
  walk(nodes, (node) => {
    if (node.role === 'heading' && node.level === 1) out.push((node.name ?? shownText(node)).trim());
  });
  return out;
}

/** How many main landmarks the tree has (a page is one). */
export function mainLandmarks(nodes: AriaNode[]): number {
  let count = 0;
  walk(nodes, (node) => {
    if (node.role === 'main') count += 1;
  });
  return count;
}

/** The dialogs and alertdialogs in the tree, by role and name. */
export function openDialogs(nodes: AriaNode[]): string[] {
  const out: string[] = [];
  walk(nodes, (node) => {
    if (DIALOG_ROLES.has(node.role)) out.push(node.name ? `${node.role} “${node.name}”` : node.role);
  });
  return out;
}

/**
 * In the page: whether focus is inside a shown dialog (role dialog or alertdialog, or an open
 * `<dialog>`), and what has it.
 */
const FOCUS_IN_DIALOG = `(() => {
  const active = document.activeElement;
  const dialog = active && active.closest && active.closest('[role="dialog"], [role="alertdialog"], dialog[open]');
  const what = !active || active === document.body ? 'the page (body)'
    : active.tagName.toLowerCase() + (active.className && typeof active.className === 'string' ? '.' + active.className.trim().split(/\\s+/).join('.') : '')
      + ' “' + (active.getAttribute('aria-label') || active.innerText || '').trim().slice(0, 30) + '”';
  return { inDialog: Boolean(dialog), what };
})()`;

export interface TreeReport {
  unnamed: string[];
  headings: string[];
  /** Main landmarks in the tree. */
  mains: number;
  dialogs: string[];
  /** With `dialogs`: focus is inside one, and what has focus. */
  focus?: { inDialog: boolean; what: string };
}

/** Reads the page's accessibility tree (and, when a dialog is in it, where focus is). */
export async function readTree(page: Page): Promise<TreeReport> {
  const nodes = asNodes(await page.locator('body').ariaSnapshotJSON({ timeout: 10000 }));
  const dialogs = openDialogs(nodes);
  const focus = dialogs.length
    ? ((await page.evaluate(FOCUS_IN_DIALOG)) as { inDialog: boolean; what: string })
    : undefined;
  return {
    unnamed: [...new Set(unnamedControls(nodes))],
    headings: pageHeadings(nodes),
    mains: mainLandmarks(nodes),
    dialogs,
    focus,
  };
}

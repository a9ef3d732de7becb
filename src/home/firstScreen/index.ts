/**
 * Home's first screen before React (DESIGN's boot budget): the entry paints header, search, the
 * grid, the banners, the card strip and the tab bar at once, from the last visit's copies (grid,
 * banners, card summary) or skeletons, and fills the grid and the banners in as the answers the
 * entry asked for arrive (api/earlyLogin.ts). The services shown are always the library's answer
 * or its kept copy, never a list built into the page. The app renders into a hidden container
 * meanwhile and, once its shell shows more than 加载中, takes the screen over in one frame: the
 * markup is the same (templates.tsx renders it from the app's views), so nothing visibly changes.
 * A tap before that is kept and replayed on the app's own element.
 */
import type { ServiceItem } from '../../api/contract';
import { earlyBanners, earlyServices } from '../../api/earlyLogin';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { loadSummary } from '../../stores/readerSummary';
import { cachedBanners, shownBanners } from '../banners';
import { stripText } from '../cardStrip';
import { byUse, careOn } from '../../lib/care';
import { cachedGrid, gridOrder } from '../services';
import type { FirstScreenTemplates } from './fields';
import { type FirstScreenData, FirstScreenPainter } from './paint';

export { paintsHome } from './paintsHome';

const CLICKABLE = 'a, button';
const SCOPES = ['.tabbar', '.home'];

interface Shown {
  painter: FirstScreenPainter;
  /** The first element tapped before the app took over: its scope and its index there. */
  tap: { scope: string; index: number } | null;
  /** The app's container, hidden until it takes over. */
  app: HTMLElement | null;
  /** Taken over: the painted screen is gone. */
  done: boolean;
}

let shown: Shown | null = null;

/** Past this, the app is loaded whether or not the first screen's answers and picture are in. */
const SETTLE_LIMIT_MS = 3000;

/**
 * Paints the first screen into `root` and keeps it up to date until the app takes over. Resolves
 * once it is complete and presented (the grid, the banners and their first picture, a frame
 * later), or after SETTLE_LIMIT_MS: the entry loads the app then, so the app's bytes and its long
 * first evaluation do not delay what the reader sees first.
 */
export function startFirstScreen(root: HTMLElement, templates: FirstScreenTemplates): Promise<void> {
  const openid = storage.get(STORAGE_KEYS.openid) ?? '';
  // 关怀模式's grid: the reader's most-opened services first, as the app will show it (AppStore.homeGrid).
  const ordered = (grid: ServiceItem[]) => (careOn(openid) ? byUse(grid, openid) : grid);
  const grid = ordered(cachedGrid());
  const summary = loadSummary(openid);
  const data: FirstScreenData = {
    services: grid.length > 0 ? grid : null,
    banners: cachedBanners(),
    strip: summary?.base ? stripText(summary.base, summary.extra) : null,
  };
  const painter = new FirstScreenPainter(root, templates);
  // Header, grid and tab bar in this frame; the banners and the card strip, below them, in the
  // next: two shorter tasks on a slow phone instead of one long one, and nothing above them moves.
  painter.paint(data, ['banners', 'strip']);
  const rest = nextFrame().then(() => {
    painter.repaint('banners', data);
    painter.repaint('strip', data);
  });
  const current: Shown = { painter, tap: null, app: null, done: false };
  shown = current;
  const services = earlyServices().then((answer) => {
    if (current.done || answer?.code !== 1) return;
    data.services = ordered(gridOrder(answer.data.rows));
    painter.repaint('services', data);
  });
  const banners = earlyBanners().then(async (answer) => {
    await rest;
    if (current.done || answer?.code !== 1) return;
    data.banners = shownBanners(answer.data);
    painter.repaint('banners', data);
  });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || current.done) return;
    event.preventDefault();
    const scope = SCOPES.find((s) => target.closest(s));
    if (!scope || current.tap) return;
    current.tap = { scope, index: [...root.querySelectorAll(within(scope))].indexOf(target) };
  });
  const complete = Promise.all([
    data.services ? null : services,
    (data.banners ? rest : banners).then(() => loaded(root.querySelector('.home-banner img'))),
  ]);
  return Promise.race([complete, wait(SETTLE_LIMIT_MS)]).then(nextFrame);
}

/** The picture has loaded (or failed, or there is none). */
function loaded(img: HTMLImageElement | null): Promise<void> {
  if (!img || img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After the next frame is presented. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The first screen is painted and the app has not taken it over yet. */
export function firstScreenShown(): boolean {
  return shown !== null;
}

/** Where the app renders while the first screen is up: a hidden container after it. */
export function appContainer(): HTMLElement {
  const app = document.createElement('div');
  app.hidden = true;
  if (shown) {
    shown.painter.root.after(app);
    shown.app = app;
  }
  return app;
}

/**
 * The app takes the screen over: once its pictures are decoded (they are the ones already shown,
 * from the cache; at most a moment is waited), its container replaces the painted screen in one
 * frame and becomes #root, and a tap made meanwhile is replayed on the app's element.
 */
export async function handOverFirstScreen(): Promise<void> {
  const current = shown;
  const app = current?.app;
  if (!current || !app) return;
  shown = null;
  const pictures = [...app.querySelectorAll('img')].filter((img) => img.loading !== 'lazy' && img.decode);
  await Promise.race([Promise.all(pictures.map((img) => img.decode().catch(() => undefined))), wait(200)]);
  const painted = current.painter.root;
  const id = painted.id;
  painted.replaceWith(app);
  current.done = true;
  app.id = id;
  app.hidden = false;
  const tap = current.tap;
  if (tap) (app.querySelectorAll(within(tap.scope))[tap.index] as HTMLElement | undefined)?.click();
}

const within = (scope: string) => `${scope} a, ${scope} button`;

/**
 * 图书馆城: the libraries with their details, and where the reader is. With a position (WeChat's
 * getLocation) they are listed nearest first with their distance; without one (refused, failed)
 * by name, and the screen says why. Whether each is open now is worked out from its week of
 * hours at the time of reading (lib/opening.ts).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { LibraryInfo } from '../../api/contract';
import { distanceMetres, type GeoPoint, ON_SITE_METRES } from '../../api/contract/libraries';
import { formatDistance } from '../../lib/format';
import { elibPage } from '../../api/result';
import { DetailStore } from '../../stores/base/DetailStore';
import type { FeatureStore } from '../../stores/RootStore';
import { getLocation } from '../../wx/api';
import { getLibraryInfo } from './api';

/** The libraries' details change rarely: loaded again after half an hour. */
const STABLE_MS = 30 * 60_000;
/** A position older than this is asked again when the map is shown. */
const POSITION_MS = 5 * 60_000;

export type Whereabouts =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: GeoPoint; at: number }
  | { status: 'unknown'; message: string };

export interface LibraryEntry {
  library: LibraryInfo;
  /** Metres from the reader, or null without a position. */
  distance: number | null;
}

/**
 * A library's distance as the list says it: 在馆内 within the on-site radius (where 手机借书 lends),
 * else 距您 and SPEC's km with 2 decimals ('<10m' only under 10 m, for a radius set below that).
 */
export function distanceText(metres: number): string {
  return metres <= ON_SITE_METRES ? '在馆内' : `距您 ${formatDistance(metres)}`;
}

const byName = new Intl.Collator('zh-Hans-CN');

export class MapStore implements FeatureStore {
  readonly libraries = new DetailStore<LibraryInfo[], 'all'>(() =>
    getLibraryInfo().then((res) => {
      const page = elibPage(res);
      return page.ok ? { ok: true as const, value: page.value.rows } : page;
    }),
  );
  where: Whereabouts = { status: 'idle' };

  constructor(
    _root?: unknown,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<MapStore, 'now'>(this, { libraries: false, now: false });
  }

  /** The libraries (fresh for a visit) and the reader's position (asked again when old). */
  load(): Promise<void> {
    const where = this.where;
    const stale = where.status === 'idle' || (where.status === 'located' && this.now() - where.at > POSITION_MS);
    return Promise.all([this.libraries.ensure('all', STABLE_MS), stale ? this.locate() : undefined]).then(
      () => undefined,
    );
  }

  /** Asks WeChat where the phone is (重新定位 too). */
  async locate(): Promise<void> {
    if (this.where.status === 'locating') return;
    this.where = { status: 'locating' };
    const answer = await getLocation();
    runInAction(() => {
      this.where = answer.ok
        ? { status: 'located', position: answer.data, at: this.now() }
        : { status: 'unknown', message: answer.cancelled ? '你没有允许获取位置' : answer.message };
    });
  }

  get position(): GeoPoint | null {
    return this.where.status === 'located' ? this.where.position : null;
  }

  /** Nearest first with a position; by name without one. */
  get entries(): LibraryEntry[] {
    const position = this.position;
    const entries = (this.libraries.value ?? []).map((library) => ({
      library,
      distance: position ? distanceMetres(position, library) : null,
    }));
    return entries.sort((a, b) =>
      a.distance !== null && b.distance !== null
        ? a.distance - b.distance
        : byName.compare(a.library.name, b.library.name),
    );
  }

  entry(code: string): LibraryEntry | undefined {
    return this.entries.find((entry) => entry.library.code === code);
  }

  /** Nothing here is the card's. */
  clearReaderData(): void {}
}

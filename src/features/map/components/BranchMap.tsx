/**
 * Every branch on one plan, drawn by the app (no map tiles: it works offline and in the harness):
 * the libraries' positions projected onto the box, numbered as the list below, and the reader's
 * position when it is near enough to share the plan. A marker is a button: it picks its library.
 * Markers close together are kept a tap target apart, and labels where they are readable.
 */
import type { GeoPoint } from '../../../api/contract/libraries';
import type { LibraryEntry } from '../MapStore';
import { layoutMarkers } from './markerLayout';

/** Share of the box kept empty around the outermost points, for the markers and their labels. */
const PAD = { x: 0.14, top: 0.24, bottom: 0.18 };
/** The reader is drawn when no further than this from the branches' box, in degrees (~10 km). */
const NEAR_DEG = 0.1;
const KM_PER_DEG = 111.32;

interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

function boxOf(points: GeoPoint[]): Box {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}

function near(box: Box, p: GeoPoint): boolean {
  return (
    p.latitude > box.minLat - NEAR_DEG &&
    p.latitude < box.maxLat + NEAR_DEG &&
    p.longitude > box.minLng - NEAR_DEG &&
    p.longitude < box.maxLng + NEAR_DEG
  );
}

/** A library's name on the plan: the branch part of it (城南分馆), the main library as 总馆. */
export function shortName(name: string, all: string[]): string {
  const main = all.reduce((a, b) => (b.length < a.length ? b : a), all[0] ?? name);
  if (name === main) return '总馆';
  return name.startsWith(main) ? name.slice(main.length) : name.replace(/^.*?市/, '');
}

export function BranchMap({
  entries,
  reader,
  picked,
  onPick,
}: {
  entries: LibraryEntry[];
  reader: GeoPoint | null;
  picked: string;
  onPick: (code: string) => void;
}) {
  if (entries.length === 0) return null;
  const libraries = entries.map((entry) => entry.library);
  const base = boxOf(libraries);
  const showReader = reader !== null && near(base, reader);
  const box = showReader && reader ? boxOf([...libraries, reader]) : base;
  // Equirectangular: a degree of longitude is shorter than one of latitude away from the equator.
  const squeeze = Math.cos(((box.minLat + box.maxLat) / 2) * (Math.PI / 180));
  const spanX = Math.max((box.maxLng - box.minLng) * squeeze, 0.005);
  const spanY = Math.max(box.maxLat - box.minLat, 0.005);
  // One scale for both axes, so distances on the plan keep their proportions (the box is 16:9):
  // x and y below are shares of the box's width and height.
  const usableY = 1 - PAD.top - PAD.bottom;
  const scale = Math.min((1 - 2 * PAD.x) / spanX, (usableY * 9) / 16 / spanY);
  const midX = ((box.minLng + box.maxLng) / 2) * squeeze;
  const midY = (box.minLat + box.maxLat) / 2;
  const at = (p: GeoPoint) => ({
    x: 0.5 + (p.longitude * squeeze - midX) * scale,
    y: PAD.top + usableY / 2 - ((p.latitude - midY) * scale * 16) / 9,
  });
  const place = (p: GeoPoint) => {
    const { x, y } = at(p);
    return { left: `${(x * 100).toFixed(2)}%`, top: `${(y * 100).toFixed(2)}%` };
  };
  const names = libraries.map((library) => library.name);
  const short = libraries.map((library) => shortName(library.name, names));
  // Markers a tap target apart, each label on a free side of its pin (markerLayout.ts).
  const places = layoutMarkers(
    entries.map((entry) => at(entry.library)),
    short,
    textScale(),
  );
  const share = ({ x, y }: { x: number; y: number }) => ({
    left: `${(x * 100).toFixed(2)}%`,
    top: `${(y * 100).toFixed(2)}%`,
  });
  // A bar of 1 km (or 500 m on a small plan): its share of the plan's width.
  const kmWidth = (1 / KM_PER_DEG) * scale * 100;
  const bar = kmWidth > 45 ? { text: '500 m', width: kmWidth / 2 } : { text: '1 km', width: kmWidth };
  return (
    <section className="branch-map" aria-label="分馆分布图">
      {entries.map((entry, i) => (
        <button
          key={entry.library.code}
          type="button"
          className={`branch-marker ${picked === entry.library.code ? 'is-picked' : ''}`}
          style={share(places[i])}
          onClick={() => onPick(entry.library.code)}
          aria-pressed={picked === entry.library.code}
        >
          <span className="branch-pin">{i + 1}</span>
          {places[i].label ? (
            <span className={`branch-label branch-label--${places[i].label}`} aria-hidden="true">
              {short[i]}
            </span>
          ) : null}
          <span className="ui-visually-hidden">{entry.library.name}</span>
        </button>
      ))}
      {showReader && reader ? (
        <span className="branch-me" style={place(reader)} role="img" aria-label="我的位置" />
      ) : null}
      {bar.width < 90 ? (
        <span className="branch-scale" style={{ width: `${bar.width.toFixed(2)}%` }}>
          {bar.text}
        </span>
      ) : null}
    </section>
  );
}

/** The client's text size as a factor of the standard 16 px root (WeChat's 字体大小). */
function textScale(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return size > 0 ? size / 16 : 1;
}

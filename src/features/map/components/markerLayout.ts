/**
 * Where the plan's markers and their labels go. Two libraries a few hundred metres apart would
 * put one 44 px marker on top of the other: markers closer than a tap target are pushed apart
 * (the least needed, in place of a true position a few metres off on a plan of kilometres), and
 * each label takes the first side of its pin (above, right, left, below) that is inside the plan
 * and clear of every pin and of the labels placed before it; a label with no such side is left
 * out (the list below names every library). Worked in a nominal plan of PLAN_WIDTH px; labels
 * grow with the client's text size (`textScale`: the root's font size over 16 px).
 */

/** The plan's width on a 390 px phone (12 px margins), and its 16:9 height. */
export const PLAN_WIDTH = 366;
export const PLAN_HEIGHT = (PLAN_WIDTH * 9) / 16;
/** A marker is a 44 px target around its 22 px pin. */
const TARGET = 44;
const PIN_RADIUS = 13;
/** A label's size at the standard text size: 11 px type (16 px lines), 1 px and 6 px padding. */
const labelSize = (text: string, textScale: number) => ({
  width: [...text].length * 11 * textScale + 12,
  height: 16 * textScale + 2,
});
const GAP = 3;

export type LabelSide = 'top' | 'right' | 'left' | 'bottom';

export interface MarkerPlace {
  /** The pin's centre, as shares of the plan's width and height. */
  x: number;
  y: number;
  /** Where the label sits, or null when it does not fit anywhere. */
  label: LabelSide | null;
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Pins at least a tap target apart, kept inside the plan; the order of `points` is kept. */
function spread(points: { x: number; y: number }[]): { x: number; y: number }[] {
  const px = points.map((p) => ({ x: p.x * PLAN_WIDTH, y: p.y * PLAN_HEIGHT }));
  const clamp = (p: { x: number; y: number }) => {
    p.x = Math.min(PLAN_WIDTH - TARGET / 2, Math.max(TARGET / 2, p.x));
    p.y = Math.min(PLAN_HEIGHT - TARGET / 2, Math.max(TARGET / 2, p.y));
  };
  for (let round = 0; round < 60; round += 1) {
    let moved = false;
    for (let i = 0; i < px.length; i += 1) {
      for (let j = i + 1; j < px.length; j += 1) {
        const dx = px[j].x - px[i].x;
        const dy = px[j].y - px[i].y;
        const apart = Math.hypot(dx, dy);
        if (apart >= TARGET - 0.5) continue;
        // The same spot: part them sideways, the later one to the right.
        const [ux, uy] = apart < 0.01 ? [1, 0] : [dx / apart, dy / apart];
        const push = (TARGET - apart) / 2;
        px[i].x -= ux * push;
        px[i].y -= uy * push;
        px[j].x += ux * push;
        px[j].y += uy * push;
        clamp(px[i]);
        clamp(px[j]);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return px;
}

function labelRect(pin: { x: number; y: number }, side: LabelSide, size: { width: number; height: number }): Rect {
  const { width, height } = size;
  const half = width / 2;
  switch (side) {
    case 'top':
      return {
        left: pin.x - half,
        right: pin.x + half,
        bottom: pin.y - PIN_RADIUS - GAP,
        top: pin.y - PIN_RADIUS - GAP - height,
      };
    case 'bottom':
      return {
        left: pin.x - half,
        right: pin.x + half,
        top: pin.y + PIN_RADIUS + GAP,
        bottom: pin.y + PIN_RADIUS + GAP + height,
      };
    case 'right':
      return {
        left: pin.x + PIN_RADIUS + GAP,
        right: pin.x + PIN_RADIUS + GAP + width,
        top: pin.y - height / 2,
        bottom: pin.y + height / 2,
      };
    default:
      return {
        left: pin.x - PIN_RADIUS - GAP - width,
        right: pin.x - PIN_RADIUS - GAP,
        top: pin.y - height / 2,
        bottom: pin.y + height / 2,
      };
  }
}

/** The markers' places (pins apart, labels clear), in the order given. */
export function layoutMarkers(points: { x: number; y: number }[], labels: string[], textScale = 1): MarkerPlace[] {
  const pins = spread(points);
  const pinRects = pins.map((p) => ({
    left: p.x - PIN_RADIUS,
    right: p.x + PIN_RADIUS,
    top: p.y - PIN_RADIUS,
    bottom: p.y + PIN_RADIUS,
  }));
  const placed: Rect[] = [];
  const inside = (r: Rect) => r.left >= 0 && r.top >= 0 && r.right <= PLAN_WIDTH && r.bottom <= PLAN_HEIGHT;
  return pins.map((pin, i) => {
    const size = labelSize(labels[i] ?? '', textScale);
    const side =
      (['top', 'right', 'left', 'bottom'] as const).find((candidate) => {
        const rect = labelRect(pin, candidate, size);
        return inside(rect) && !pinRects.some((p) => overlaps(p, rect)) && !placed.some((l) => overlaps(l, rect));
      }) ?? null;
    if (side) placed.push(labelRect(pin, side, size));
    return { x: pin.x / PLAN_WIDTH, y: pin.y / PLAN_HEIGHT, label: side };
  });
}

/** Two rectangles of the layout, for tests: the pins' 44 px targets. */
export const targetOf = (place: MarkerPlace): Rect => ({
  left: place.x * PLAN_WIDTH - TARGET / 2,
  right: place.x * PLAN_WIDTH + TARGET / 2,
  top: place.y * PLAN_HEIGHT - TARGET / 2,
  bottom: place.y * PLAN_HEIGHT + TARGET / 2,
});

/** A placed label's rectangle in the plan, for tests (null when it was left out). */
export const labelOf = (place: MarkerPlace, text: string, textScale = 1): Rect | null =>
  place.label && labelRect(toPlan(place), place.label, labelSize(text, textScale));

const toPlan = (place: MarkerPlace) => ({ x: place.x * PLAN_WIDTH, y: place.y * PLAN_HEIGHT });

/** A Code 128 barcode of `value` as SVG (src/lib/code128.ts), with the text under it. */
import { code128Widths } from '../../../lib/code128';

/** Quiet zone either side, in modules (the standard asks for 10). */
const QUIET = 10;

export function Barcode({ value, height = 72 }: { value: string; height?: number }) {
  const widths = code128Widths(value);
  if (!widths) return null;
  const total = widths.reduce((a, b) => a + b, 0) + QUIET * 2;
  const bars: { x: number; w: number }[] = [];
  let x = QUIET;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return (
    <figure className="card-barcode" data-value={value}>
      <svg
        viewBox={`0 0 ${total} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`读者证条码 ${value}`}
        shapeRendering="crispEdges"
      >
        <rect width={total} height={height} fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} width={bar.w} height={height} fill="#000" />
        ))}
      </svg>
      <figcaption className="card-barcode-text">{value}</figcaption>
    </figure>
  );
}

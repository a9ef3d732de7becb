/**
 * A small Code 128 encoder for the reader card's barcode (the desk's scanner reads it). Code set B
 * (printable ASCII) for any card number; an all-digit value of even length uses code set C (two
 * digits a symbol, a shorter code). The output is the bar and space widths, in modules, from the
 * start symbol to the stop symbol; the renderer adds the quiet zone.
 */

/** Symbol values 0–105, six widths each (bar, space, bar, space, bar, space); then the stop. */
const PATTERNS =
  '212222222122222221121223121322131222122213122312132212221213221312231212112232122132122231113222123122123221223211221132221231213212223112312131311222321122321221312212322112322211212123212321232121111323131123131321112313132113132311211313231113231311112133112331132131113123113321133121313121211331231131213113213311213131311123311321331121312113312311332111314111221411431111111224111422121124121421141122141221112214112412122114122411142112142211241211221114413111241112134111111242121142121241114212124112124211411212421112421211212141214121412121111143111341131141114113114311411113411311113141114131311141411131211412211214211232';
const STOP = [2, 3, 3, 1, 1, 1, 2];
const START_B = 104;
const START_C = 105;

const widthsOf = (value: number) => [...PATTERNS.slice(value * 6, value * 6 + 6)].map(Number);

/** The symbol values (start, data, check), or null when `text` has a character set B cannot hold. */
export function code128Values(text: string): number[] | null {
  if (!text || text.length > 80) return null;
  let values: number[];
  if (/^(\d\d)+$/.test(text)) {
    values = [START_C];
    for (let i = 0; i < text.length; i += 2) values.push(Number(text.slice(i, i + 2)));
  } else {
    values = [START_B];
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (char.length !== 1 || code < 32 || code > 126) return null;
      values.push(code - 32);
    }
  }
  const sum = values.reduce((acc, value, i) => acc + value * Math.max(i, 1), 0);
  return [...values, sum % 103];
}

/** Bar and space widths in modules, bars first, start to stop; null when `text` cannot be encoded. */
export function code128Widths(text: string): number[] | null {
  const values = code128Values(text);
  return values ? [...values.flatMap(widthsOf), ...STOP] : null;
}

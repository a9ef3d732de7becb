/**
 * The shim the inline script runs first (src/boot/polyfills.ts) installs every built-in the
 * browser check counts as provided (POLYFILLED in scripts/compat-check.mjs), where it is missing,
 * and leaves a browser's own alone.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { POLYFILLED } from '../../scripts/compat-check.mjs';

const shim = suite('polyfills');

/** The object holding a dotted name (`Object.hasOwn` → [Object, 'hasOwn']). */
function holder(name: string): [Record<string, unknown>, string] {
  const parts = name.split('.');
  const key = parts.pop() as string;
  let at = globalThis as unknown as Record<string, unknown>;
  for (const part of parts) at = at[part] as Record<string, unknown>;
  return [at, key];
}

let round = 0;
const loadShim = () => import(`../../src/boot/polyfills.ts?round=${++round}`);

shim('installs every built-in the check counts as provided, where it is missing', async () => {
  const saved = Object.keys(POLYFILLED).map((name) => {
    const [at, key] = holder(name);
    const own = Object.getOwnPropertyDescriptor(at, key);
    delete at[key];
    return { at, key, own };
  });
  try {
    for (const { at, key } of saved) assert.is(at[key], undefined, `${key} removed`);
    await loadShim();
    for (const { at, key } of saved) assert.type(at[key], 'function', `${key} installed`);
    const hasOwn = (Object as unknown as { hasOwn(o: unknown, k: PropertyKey): boolean }).hasOwn;
    assert.ok(hasOwn({ a: 1 }, 'a'));
    assert.not.ok(hasOwn({ a: 1 }, 'toString'));
    assert.not.ok(hasOwn(Object.create({ a: 1 }), 'a'));
    assert.ok(hasOwn('ab', 'length'), 'a primitive is boxed, as the built-in does');
  } finally {
    for (const { at, key, own } of saved) if (own) Object.defineProperty(at, key, own);
  }
});

shim("leaves the browser's own built-ins alone", async () => {
  const before = (Object as unknown as { hasOwn: unknown }).hasOwn;
  await loadShim();
  assert.is((Object as unknown as { hasOwn: unknown }).hasOwn, before);
});

shim.run();

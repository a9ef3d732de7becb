/** /__harness/bridge.js: harness/bridge/bridge.ts bundled by esbuild, kept in memory. */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildTargets } from '../../../scripts/targets.mjs';

const ENTRY = fileURLToPath(new URL('../../bridge/bridge.ts', import.meta.url));

let cached: Promise<string> | null = null;

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    // The emulated client runs in the same page as the app: the same browsers (package.json).
    target: esbuildTargets(),
    charset: 'utf8',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The bundled bridge; a failed build is reported in the page's console and retried next time. */
export async function bridgeScript(): Promise<string> {
  cached ??= bundle();
  try {
    return await cached;
  } catch (error) {
    cached = null;
    const message = JSON.stringify(`[harness] 微信模拟脚本构建失败：${(error as Error).message}`);
    return `console.error(${message});`;
  }
}

/** Forget the bundle (the bridge's sources changed). */
export function invalidateBridge(): void {
  cached = null;
}

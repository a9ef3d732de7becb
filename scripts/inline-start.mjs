// The script index.html runs while it is being parsed (src/boot/inline.ts): bundled on its own,
// minified, for an inline <script> ahead of the stylesheet (a script after a pending stylesheet
// would wait for it).

import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';

const SOURCE = 'src/boot/inline.ts';

/**
 * The inline script's code, or '' when the project has none.
 * @param {string} root
 * @param {Pick<esbuild.BuildOptions, 'target' | 'define' | 'conditions'>} options the app build's
 * @returns {Promise<string>}
 */
export async function inlineStart(root, options) {
  if (!existsSync(path.join(root, SOURCE))) return '';
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: options.target,
    define: options.define,
    conditions: options.conditions,
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  // Nothing in it may end the element early.
  return result.outputFiles[0].text.trim().replace(/<\/(script)/gi, '<\\/$1');
}

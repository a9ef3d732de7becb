/**
 * One word per concept (docs/GLOSSARY.md): no word of its "not to use" column appears in what
 * readers see, the app's source, or the harness's library system, platform, personas and seeds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = fileURLToPath(new URL('..', import.meta.url));
const glossary = readFileSync(join(root, 'docs/GLOSSARY.md'), 'utf8');

/** The "not to use" column of the glossary's table, word by word ("as a page name" notes dropped). */
function forbiddenWords(): string[] {
  const words = new Set<string>();
  for (const line of glossary.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 6 || cells[1] === 'concept' || cells[1]?.startsWith('---')) continue;
    for (const entry of cells[3]!.split(',')) {
      const word = entry.trim();
      // "缴费记录 as a page name": a word allowed in running text; only bare words are checked.
      if (word && !word.includes(' ')) words.add(word);
    }
  }
  return [...words];
}

const FOLDERS = [
  'src',
  'harness/server/ils',
  'harness/server/platform',
  'harness/server/seed',
  'harness/server/wechat',
];

function files(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css|json|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the glossary names the words not to use', () => {
  const words = forbiddenWords();
  for (const word of ['超期', '逾期', '扫码借书', '电子读者证', '全部应用', '欠款', '新书推荐', '馆员推荐']) {
    assert.ok(words.includes(word), `${word} is listed as a word not to use`);
  }
});

test('no word the glossary says not to use appears in src/ or the harness seeds and rules', () => {
  const words = forbiddenWords();
  const found: string[] = [];
  for (const folder of FOLDERS) {
    for (const file of files(folder)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const word of words) {
          if (line.includes(word)) found.push(`${relative(root, file)}:${i + 1}: ${word}`);
        }
      });
    }
  }
  assert.equal(found, [], `words not to use (docs/GLOSSARY.md):\n${found.join('\n')}`);
});

test.run();

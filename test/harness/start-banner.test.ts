/** What `npm start` prints: the harness page's address before anything else. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startBanner } from '../../harness/server/main';

const Banner = suite('npm start banner');

Banner('the first line names the harness page, the app and the database follow', () => {
  const banner = startBanner('http://127.0.0.1:5173', '.data/harness.db');
  const lines = banner.split('\n').filter((line) => line.trim());
  assert.match(lines[0], 'http://127.0.0.1:5173/__harness/');
  assert.match(lines[0], '调试台');
  const harnessAt = banner.indexOf('/__harness/');
  const appAt = banner.indexOf('http://127.0.0.1:5173/?harness=1');
  assert.ok(appAt > harnessAt, 'the app comes after the harness page');
  assert.match(banner, '.data/harness.db');
  assert.match(banner, 'npm run reset');
});

Banner.run();

/** Where the window goes when the outlet shows another history entry (src/router/pageMoves.ts). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NavigationType } from 'react-router-dom';
import { type PageTarget, scrollTargetFor } from '../../src/router/pageMoves';

const Moves = suite('page moves: the scroll');
const at = (
  entry: string,
  page: string | undefined,
  navigation: PageTarget['navigation'] = NavigationType.Push,
): PageTarget => ({
  entry,
  page,
  navigation,
});
const saved = new Map([
  ['e1', 640],
  ['e2', 80],
]);

Moves('the first page and a guard still deciding leave the window alone', () => {
  assert.is(scrollTargetFor(null, at('e1', '/books/index'), saved), null);
  assert.is(scrollTargetFor(at('e1', '/books/index'), at('e2', undefined), saved), null);
});

Moves('a page opened by a tap, or put in place of the last, starts at its top', () => {
  assert.is(scrollTargetFor(at('e1', '/user/index'), at('e3', '/rdrnos/qrcode#e3'), saved), 0);
  assert.is(scrollTargetFor(at('e1', '/user/index'), at('e3', '/notice', NavigationType.Replace), saved), 0);
});

Moves('back and forward return where the reader was; an entry never scrolled starts at its top', () => {
  assert.is(scrollTargetFor(at('e3', '/notice'), at('e1', '/user/index', NavigationType.Pop), saved), 640);
  assert.is(scrollTargetFor(at('e1', '/user/index'), at('e2', '/notice', NavigationType.Pop), saved), 80);
  assert.is(scrollTargetFor(at('e1', '/user/index'), at('e9', '/notice', NavigationType.Pop), saved), 0);
});

Moves('a kept page changing only its query stays where it is', () => {
  assert.is(
    scrollTargetFor(at('e1', '/message/index'), at('e4', '/message/index', NavigationType.Replace), saved),
    null,
  );
  assert.is(scrollTargetFor(at('e1', '/message/index'), at('e4', '/message/index'), saved), null);
});

Moves.run();

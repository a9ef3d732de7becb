/**
 * 收藏 and 读者评论 on 图书详情, 图书收藏 and 图书评论, as readers see them, against the harness's
 * platform signed in the app's own way: what is shown, what each button changes on the server, and
 * what a refusal leaves alone.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import BookScreen from '../../src/features/catalogue/BookScreen';
import CollectScreen from '../../src/features/catalogue/CollectScreen';
import CommentsScreen from '../../src/features/catalogue/CommentsScreen';
import { OPENID, signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, waitFor } from '../helpers/page';

const Shelf = suite('favourites and comments pages against the harness');
const server = withHarness(Shelf);

const bookrecnoOf = (title: string) =>
  server.db
    .prepare('SELECT bookrecno FROM books WHERE title = ? ORDER BY bookrecno LIMIT 1')
    .pluck()
    .get(title) as number;
const favorites = (openid: string) =>
  server.db.prepare('SELECT bookrecno FROM favorites WHERE openid = ? ORDER BY bookrecno').pluck().all(openid);
const commentsOf = (rdrno: string) =>
  server.db.prepare('SELECT content FROM comments WHERE rdrno = ? ORDER BY id').pluck().all(rdrno) as string[];

const commentPoints = (rdrno: string) =>
  server.db
    .prepare("SELECT COALESCE(SUM(points), 0) FROM points_log WHERE rdrno = ? AND kind = 'comment'")
    .pluck()
    .get(rdrno) as number;

async function waitForArea(container: HTMLElement): Promise<HTMLTextAreaElement> {
  await waitFor(() => !!container.querySelector('textarea[aria-label="写评论"]'));
  return container.querySelector<HTMLTextAreaElement>('textarea[aria-label="写评论"]')!;
}

async function write(area: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

Shelf(
  '图书详情: 收藏 toggles on the server; comments show masked names; a comment is checked, posted, deleted',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const bookrecno = bookrecnoOf('三体');
    const page = await render(<BookScreen />, root, `/opac/detail?bookrecno=${bookrecno}`);
    await waitFor(() => text(page.container).includes('读者评论 (3)'));
    const who = [...page.container.querySelectorAll('.shelf-comment-who')].map((el) => text(el));
    assert.equal(who, ['林**', '陈*', '王**']);
    assert.is(page.container.querySelectorAll('.shelf-delete').length, 1, 'only the reader’s own comment has 删除');

    const favorite = () => page.container.querySelector<HTMLButtonElement>('.shelf-favorite')!;
    await waitFor(() => !favorite().disabled);
    assert.is(favorite().getAttribute('aria-pressed'), 'false');
    await click(favorite());
    await waitFor(() => favorite().getAttribute('aria-pressed') === 'true');
    assert.ok(text(favorite()).includes('已收藏'));
    assert.ok(favorites(OPENID.reader).includes(bookrecno));
    assert.equal(env.toasts.slice(-1), ['收藏成功']);

    const area = page.container.querySelector<HTMLTextAreaElement>('textarea[aria-label="写评论"]')!;
    const before = commentsOf('SX100001');
    await write(area, ' 好看 ');
    assert.ok(text(page.container).includes('2/300'));
    await click(byText(page.container, '发表', 'button'));
    assert.ok(text(page.container).includes('评论需为5至300个字'), 'too short: said before any call');
    await write(area, '😀'.repeat(10));
    await click(byText(page.container, '发表', 'button'));
    assert.ok(
      text(page.container).includes('评论需包含至少5个文字，表情、标点和空格不计'),
      'emoji only: the rule, said at once',
    );
    assert.equal(commentsOf('SX100001'), before);
    await write(area, '想交流的加我微信：bookworm88');
    await click(byText(page.container, '发表', 'button'));
    await waitFor(() => text(page.container).includes('评论中不能包含网址或联系方式'));
    assert.equal(commentsOf('SX100001'), before, 'a refused comment is not kept');

    await write(area, '罗辑的面壁计划太精彩了，期待再读一遍。');
    await click(byText(page.container, '发表', 'button'));
    await waitFor(() => text(page.container).includes('读者评论 (4)'));
    assert.is(text(page.container.querySelector('.shelf-comment-text')!), '罗辑的面壁计划太精彩了，期待再读一遍。');
    assert.is(area.value, '', 'the form is cleared');
    assert.equal(commentsOf('SX100001').slice(-1), ['罗辑的面壁计划太精彩了，期待再读一遍。']);
    assert.equal(env.toasts.slice(-1), ['评论成功，积分+5'], 'the points the comment earned');
    assert.is(commentPoints('SX100001'), 5);

    await click(page.container.querySelector('.shelf-delete')!);
    await waitFor(() => text(page.container).includes('读者评论 (3)'));
    assert.equal(commentsOf('SX100001'), before);
    await page.unmount();
  },
);

Shelf('图书收藏 lists the favourites newest first; 取消收藏 asks, then removes it on the server', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<CollectScreen />, root, '/books/collect');
  await waitFor(() => page.container.querySelectorAll('.shelf-item').length >= 4);
  const titles = [...page.container.querySelectorAll('.shelf-item .shelf-comment-book')].map((el) => text(el));
  assert.equal(titles.slice(-4), ['三体Ⅱ：黑暗森林', '人世间', '白鹿原', '百年孤独']);
  assert.match(text(page.container), /收藏于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  const baiLuYuan = bookrecnoOf('白鹿原');
  env.confirmAnswer = false;
  await click(page.container.querySelector('button[aria-label="取消收藏 白鹿原"]')!);
  assert.ok(favorites(OPENID.reader).includes(baiLuYuan), '再想想: nothing changes');
  env.confirmAnswer = true;
  await click(page.container.querySelector('button[aria-label="取消收藏 白鹿原"]')!);
  await waitFor(() => !text(page.container).includes('白鹿原'));
  assert.not.ok(favorites(OPENID.reader).includes(baiLuYuan));
  assert.equal(env.toasts.slice(-1), ['已取消收藏']);
  await page.unmount();
});

Shelf('图书评论 lists the card’s comments with their books; 删除 removes one', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<CommentsScreen />, root, '/books/comments');
  await waitFor(() => page.container.querySelectorAll('.shelf-comment').length === 2);
  const books = [...page.container.querySelectorAll('.shelf-comment-book')].map((el) => text(el));
  assert.equal(books, ['《活着》', '《三体》']);
  env.confirmAnswer = true;
  await click(page.container.querySelector('button[aria-label="删除对《活着》的评论"]')!);
  await waitFor(() => page.container.querySelectorAll('.shelf-comment').length === 1);
  assert.equal(commentsOf('SX100001'), ['第三次重读，每次都有新的感受，强烈推荐给喜欢科幻的朋友。']);
  await page.unmount();
});

Shelf(
  'a guest (no card) keeps favourites but is asked to bind a card to comment; 图书评论 offers binding',
  async () => {
    const { root } = await signInAs(server, 'newcomer');
    const bookrecno = bookrecnoOf('活着');
    const page = await render(<BookScreen />, root, `/opac/detail?bookrecno=${bookrecno}`);
    await waitFor(() => text(page.container).includes('读者评论 (1)'));
    assert.ok(text(page.container).includes('绑定读者证后可发表评论'));
    assert.not.ok(page.container.querySelector('textarea'));
    const favorite = page.container.querySelector<HTMLButtonElement>('.shelf-favorite')!;
    await waitFor(() => !favorite.disabled);
    await click(favorite);
    await waitFor(() => favorites(OPENID.newcomer).includes(bookrecno));
    await page.unmount();
    const mine = await render(<CommentsScreen />, root, '/books/comments');
    await waitFor(() => text(mine.container).includes('还没有绑定读者证'));
    assert.ok(text(mine.container).includes('绑定后即可评论图书'));
    await mine.unmount();
  },
);

Shelf(
  'over the day’s limit on comments that earn, a comment is kept and the form says why it earned no points',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const earned = commentPoints('SX100001');
    const titles = ['围城', '活着', '平凡的世界', '红楼梦'];
    for (const [index, title] of titles.entries()) {
      const page = await render(<BookScreen />, root, `/opac/detail?bookrecno=${bookrecnoOf(title)}`);
      const area = await waitForArea(page.container);
      env.toasts.length = 0;
      await write(area, `第${index + 1}次写书评，这本书值得一读再读。`);
      await click(byText(page.container, '发表', 'button'));
      await waitFor(() => env.toasts.length > 0);
      if (index < 2) {
        // The page test above earned one today already.
        assert.equal(env.toasts, ['评论成功，积分+5'], title);
        assert.not.ok(page.container.querySelector('.shelf-no-points'));
      } else {
        assert.equal(env.toasts, ['评论成功'], title);
        assert.is(
          text(page.container.querySelector('.shelf-no-points')!),
          '本条评论未获得积分：每天最多3条书评获得积分，明天再来吧',
        );
      }
      await page.unmount();
    }
    assert.is(commentPoints('SX100001'), earned + 10, 'three a day in all');
    assert.equal(commentsOf('SX100001').slice(-4).length, 4, 'every comment kept');
  },
);

Shelf.run();

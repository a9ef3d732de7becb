/**
 * 读者晒图, 去晒图 and 晒图详情 as a reader sees them, against the harness's platform: the wall (two
 * columns, newest or most liked), sharing a post with pictures (checked on the phone first), the
 * post waiting for review on 我的, approval putting it on the wall, 点赞 once, deleting one's own.
 */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { storeMedia } from '../../harness/server/wechat/media';
import PhotoDetailScreen from '../../src/features/photos/PhotoDetailScreen';
import PhotosScreen from '../../src/features/photos/PhotosScreen';
import { PhotosStore } from '../../src/features/photos/PhotosStore';
import ShareScreen from '../../src/features/photos/ShareScreen';
import { installWx } from '../../src/wx/sdk';
import { signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, type, waitFor } from '../helpers/page';
import { installFakeWx } from '../helpers/wx';

const Photos = suite('读者晒图 against the harness');
const server = withHarness(Photos);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Reply = { success?: (r: object) => void; localId?: string; urls?: string[]; current?: string };

/** WeChat's picker answers `localIds`; uploads land in the emulated media store; previews are recorded. */
function phonePictures(localIds: string[]) {
  const previews: { urls: string[]; current: string }[] = [];
  installFakeWx({
    chooseImage: (args: Reply) => args.success?.({ errMsg: 'chooseImage:ok', localIds }),
    getLocalImgData: (args: Reply) =>
      args.success?.({ errMsg: 'getLocalImgData:ok', localData: `data:image/png;base64,${PNG.toString('base64')}` }),
    uploadImage: (args: Reply) =>
      args.success?.({ errMsg: 'uploadImage:ok', serverId: storeMedia(server.db, PNG, 'image/png', Date.now()) }),
    previewImage: (args: Reply) => {
      previews.push({ urls: args.urls ?? [], current: args.current ?? '' });
      args.success?.({ errMsg: 'previewImage:ok' });
    },
  });
  return previews;
}

const review = (id: number, body: object) =>
  fetch(`${server.url}/__harness/api/photos/${id}/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((res) => res.json());

Photos('the wall: approved posts as tiles, newest first; 最热 orders by likes', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<PhotosScreen />, root, '/readerphoto');
  await waitFor(() => page.container.querySelectorAll('.photo-tile').length === 5);
  const first = page.container.querySelector('.photo-tile')!;
  assert.match(first.getAttribute('href')!, /^\/photodetail\?id=\d+$/);
  assert.ok(first.querySelector('img')!.getAttribute('src')!.startsWith('/api/media/'));
  await click(byText(page.container, '最热', 'button'));
  await waitFor(() => page.location() === '/readerphoto?tab=likes');
  await waitFor(() => text(page.container.querySelector('.photo-tile') ?? page.container).includes('♥ 25'));
  await click(byText(page.container, '我的', 'button'));
  await waitFor(() => text(page.container).includes('审核中') && text(page.container).includes('未通过'));
  await page.unmount();
});

Photos(
  '去晒图: checked on the phone, shared once, waits for review; approved it is on the wall; 点赞 once; 删除',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const previews = phonePictures(['wxlocalresource://imageid1', 'wxlocalresource://imageid2']);
    const share = await render(<ShareScreen />, root, '/sharephoto');
    await waitFor(() => !!share.container.querySelector('textarea'));
    await click(byText(share.container, '发布', 'button'));
    assert.equal(env.toasts.slice(-1), ['请至少选择1张图片']);
    await click(share.container.querySelector<HTMLButtonElement>('[aria-label="添加图片"]')!);
    await waitFor(() => text(share.container).includes('已上传 2/2'));
    await type(share.container.querySelector('textarea')!, '借到了心心念念的书');
    await click(byText(share.container, '发布', 'button'));
    assert.equal(env.toasts.slice(-1), ['请选择话题']);
    await click(byText(share.container, '#好书分享', 'button'));
    await click(byText(share.container, '发布', 'button'));
    await waitFor(() => env.toasts.at(-1) === '发布成功，审核通过后将在晒图墙展示');
    const id = Number(new URL(share.location(), 'http://x').searchParams.get('id'));
    assert.ok(id > 0, share.location());
    await share.unmount();

    const detail = await render(<PhotoDetailScreen />, root, `/photodetail?id=${id}`);
    await waitFor(() => text(detail.container).includes('审核中，通过后将在晒图墙展示'));
    assert.not.ok(byText(detail.container, '删除', 'button').hasAttribute('disabled'));
    assert.is(detail.container.querySelectorAll('.photo-pictures img').length, 2);
    assert.equal((await review(id, { approve: true })).code, 1);
    await act(() => root.feature(PhotosStore).detail.refresh());
    await waitFor(() => !!detail.container.querySelector('button[aria-pressed="false"]'));
    await click(detail.container.querySelector<HTMLButtonElement>('.photo-pictures button')!);
    assert.is(previews.length, 1);
    assert.match(previews[0].current, /^http:\/\/.+\/api\/media\/\w+$/);
    assert.is(previews[0].urls.length, 2);
    await click(byText(detail.container, '点赞 ♥ 0', 'button'));
    await waitFor(() => text(detail.container).includes('已赞 ♥ 1'));
    assert.ok(byText(detail.container, '已赞 ♥ 1', 'button').hasAttribute('disabled'));
    assert.equal(env.toasts.slice(-1), ['点赞成功']);
    const likes = server.db.prepare('SELECT likes FROM photos WHERE id = ?').pluck().get(id);
    assert.is(likes, 1);

    env.confirmAnswer = true;
    await click(byText(detail.container, '删除', 'button'));
    await waitFor(() => detail.location() === '/readerphoto?tab=mine');
    assert.equal(env.toasts.slice(-1), ['已删除']);
    assert.is(server.db.prepare('SELECT COUNT(*) FROM photos WHERE id = ?').pluck().get(id), 0);
    await detail.unmount();
    installWx(null);
  },
);

Photos('a post that does not exist: one calm panel with 去读者晒图, no 重试, nothing else to press', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<PhotoDetailScreen />, root, '/photodetail?id=999999');
  await waitFor(() => !!page.container.querySelector('[data-missing]'));
  assert.match(text(page.container), /晒图不存在/);
  assert.equal(
    [...page.container.querySelectorAll('button')].map((b) => text(b)),
    ['去读者晒图'],
  );
  assert.not.ok(text(page.container).includes('重试'));
  await page.unmount();
});

Photos('one’s own approved post offers 领取积分 once: 积分+10, then 已获得积分', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const id = server.db
    .prepare("SELECT id FROM photos WHERE rdrno = 'SX100001' AND state = 'approved' ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
  const given = () =>
    server.db
      .prepare("SELECT COUNT(*) FROM points_log WHERE rdrno = 'SX100001' AND kind = 'photo' AND ref = ?")
      .pluck()
      .get(String(id)) as number;
  assert.is(given(), 0);
  const page = await render(<PhotoDetailScreen />, root, `/photodetail?id=${id}`);
  await waitFor(() => text(page.container).includes('领取积分'));
  await click(byText(page.container, '领取积分', 'button'));
  await waitFor(() => text(page.container).includes('已获得积分'));
  assert.equal(env.toasts.slice(-1), ['积分+10']);
  assert.not.ok(text(page.container).includes('领取积分'));
  assert.is(given(), 1);
  await page.unmount();

  // Another reader’s approved post offers nothing.
  const other = server.db
    .prepare("SELECT id FROM photos WHERE rdrno <> 'SX100001' AND state = 'approved' ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
  const theirs = await render(<PhotoDetailScreen />, root, `/photodetail?id=${other}`);
  await waitFor(() => text(theirs.container).includes('点赞') || text(theirs.container).includes('已赞'));
  assert.not.ok(/领取积分|已获得积分/.test(text(theirs.container)));
  await theirs.unmount();
});

Photos.run();

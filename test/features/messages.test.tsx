/**
 * 我要留言 and 读者留言 as a reader sees them, against the harness's platform: the form checked on
 * the phone first (nothing sent), pictures chosen, shown and uploaded one by one (a failed upload
 * tried again), the message sent once, and the library's reply arriving on 读者留言.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { storeMedia } from '../../harness/server/wechat/media';
import MessageAddScreen from '../../src/features/messages/MessageAddScreen';
import { MessageFormStore } from '../../src/features/messages/MessageFormStore';
import MessagesScreen from '../../src/features/messages/MessagesScreen';
import { MessagesStore } from '../../src/features/messages/MessagesStore';
import { installWx } from '../../src/wx/sdk';
import { installFakeWx } from '../helpers/wx';
import { OPENID, signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, type, waitFor } from '../helpers/page';

const Messages = suite('读者留言 against the harness');
const server = withHarness(Messages);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Reply = { success?: (r: object) => void; fail?: (r: object) => void; localId?: string };

/**
 * WeChat's picture APIs: chooseImage answers `localIds`; getLocalImgData a data URL; uploadImage
 * keeps the picture in the emulated media store, failing the first time for ids in `failOnce`.
 */
function phonePictures(localIds: string[], failOnce: string[] = []) {
  const uploads: string[] = [];
  installFakeWx({
    chooseImage: (args: Reply) => args.success?.({ errMsg: 'chooseImage:ok', localIds }),
    getLocalImgData: (args: Reply) =>
      args.success?.({ errMsg: 'getLocalImgData:ok', localData: `data:image/png;base64,${PNG.toString('base64')}` }),
    uploadImage: (args: Reply) => {
      const id = String(args.localId);
      uploads.push(id);
      if (failOnce.includes(id)) {
        failOnce.splice(failOnce.indexOf(id), 1);
        args.fail?.({ errMsg: 'uploadImage:fail' });
        return;
      }
      args.success?.({ errMsg: 'uploadImage:ok', serverId: storeMedia(server.db, PNG, 'image/png', Date.now()) });
    },
  });
  return uploads;
}

const kept = () =>
  server.db
    .prepare('SELECT id, category, content FROM messages WHERE openid = ? ORDER BY id DESC')
    .all(OPENID.reader) as { id: number; category: string; content: string }[];
const picturesOf = (id: number) =>
  server.db.prepare("SELECT COUNT(*) FROM media_files WHERE kind = 'message' AND owner = ?").pluck().get(id);

Messages('我要留言: checked on the phone, two pictures uploaded one by one, sent once, then on 读者留言', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const uploads = phonePictures(
    ['wxlocalresource://imageid1', 'wxlocalresource://imageid2'],
    ['wxlocalresource://imageid2'],
  );
  const before = kept().length;
  const page = await render(<MessageAddScreen />, root, '/message/add');
  await waitFor(() => !!page.container.querySelector('textarea'));
  const textarea = page.container.querySelector('textarea')!;
  await type(textarea, '周末开馆时间');
  await click(byText(page.container, '提交', 'button'));
  assert.equal(env.toasts.slice(-1), ['请选择留言类别']);
  await click(byText(page.container, '建议', 'button'));
  await type(textarea, '太短了');
  await click(byText(page.container, '提交', 'button'));
  assert.equal(env.toasts.slice(-1), ['留言内容至少5个字']);
  assert.is(kept().length, before, 'nothing sent');

  await click(page.container.querySelector<HTMLButtonElement>('[aria-label="添加图片"]')!);
  await waitFor(() => page.container.querySelectorAll('.ui-pictures-thumb').length === 2);
  await waitFor(() => text(page.container).includes('已上传 1/2'));
  const failedThumb = page.container.querySelector<HTMLButtonElement>('[aria-label="第2张图片，上传失败，点击重试"]');
  assert.ok(failedThumb, text(page.container));
  assert.is(page.container.querySelectorAll('.ui-pictures-thumb img').length, 2, 'both shown through getLocalImgData');
  await type(textarea, '希望周末延长开馆时间到晚上九点');
  await click(byText(page.container, '提交', 'button'));
  assert.equal(env.toasts.slice(-1), ['有图片上传失败，请点击图片重试或删除']);
  await click(failedThumb!);
  await waitFor(() => text(page.container).includes('已上传 2/2'));
  assert.equal(uploads, ['wxlocalresource://imageid1', 'wxlocalresource://imageid2', 'wxlocalresource://imageid2']);

  // Two taps: one message.
  const submit = byText(page.container, '提交', 'button');
  await act(async () => {
    submit.click();
    submit.click();
  });
  await waitFor(() => env.toasts.at(-1) === '留言成功，请等待图书馆回复');
  const rows = kept();
  assert.is(rows.length, before + 1);
  assert.equal(rows[0].category, '建议');
  assert.equal(rows[0].content, '希望周末延长开馆时间到晚上九点');
  assert.is(picturesOf(rows[0].id), 2);
  assert.is(page.location(), '/message/index');
  const form = root.feature(MessageFormStore);
  assert.equal([form.category, form.content, form.pictures.pictures.length], ['', '', 0], 'the draft is cleared');
  await page.unmount();
  installWx(null);
});

Messages('读者留言: my messages newest first; the library’s reply arrives; 公开留言 shows masked names', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<MessagesScreen />, root, '/message/index');
  await waitFor(() => !!page.container.querySelector('.msg-card'));
  const newest = kept()[0];
  const first = page.container.querySelector('.msg-card')!;
  assert.ok(text(first).includes(newest.content), text(first));
  assert.ok(text(first).includes('等待图书馆回复'));
  assert.is(first.querySelectorAll('.msg-pictures img').length, picturesOf(newest.id) as number);

  const replied = await fetch(`${server.url}/__harness/api/messages/${newest.id}/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reply: '感谢建议，周末开馆时间将延长至21:00。', public: true }),
  }).then((res) => res.json());
  assert.is(replied.code, 1, replied.message);
  // Pull to refresh: the reply is there.
  await act(() => root.feature(MessagesStore).mine.refresh());
  await waitFor(() => text(page.container.querySelector('.msg-card')!).includes('感谢建议'));
  assert.ok(text(page.container.querySelector('.msg-card')!).includes('图书馆回复'));

  await click(byText(page.container, '公开留言', 'button'));
  await waitFor(() => text(page.container).includes('感谢建议，周末开馆时间将延长至21:00。'));
  const shared = [...page.container.querySelectorAll('.msg-card')].find((el) => text(el).includes('感谢建议'))!;
  assert.match(text(shared.querySelector('.msg-name')!), /^林\*+$/);
  await page.unmount();
});

Messages.run();

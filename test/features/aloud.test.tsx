/**
 * 朗读比赛 as a reader sees it, against the harness's platform: the contests and a ranking, a work
 * with 投票 (and the reader's own, which cannot be voted for), the upload (checked on the phone
 * first, sent with progress, a cancel that keeps nothing) and 我的朗读作品 with 删除.
 */
import { runInAction } from 'mobx';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tuneWav } from '../../harness/server/seed/aloud';
import AloudScreen from '../../src/features/aloud/AloudScreen';
import { AloudStore } from '../../src/features/aloud/AloudStore';
import UploadScreen from '../../src/features/aloud/UploadScreen';
import { UploadStore } from '../../src/features/aloud/UploadStore';
import WorkScreen from '../../src/features/aloud/WorkScreen';
import WorksScreen from '../../src/features/aloud/WorksScreen';
import { signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, waitFor } from '../helpers/page';

const Aloud = suite('朗读比赛 against the harness');
const server = withHarness(Aloud);

const works = () => server.db.prepare('SELECT COUNT(*) FROM works').pluck().get() as number;

Aloud('the contests, the running one’s ranking by votes and by plays', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<AloudScreen />, root, '/aloud/index');
  await waitFor(() => page.container.querySelectorAll('.aloud-row').length === 4);
  assert.match(text(page.container.querySelector('.aloud-contest')!), /冬日诗会：诗歌里的家乡进行中/);
  assert.equal(
    [...page.container.querySelectorAll('.aloud-row strong')].map((el) => text(el)),
    ['《乡愁》', '《我爱这土地》', '《静夜思》', '《故乡的云》'],
  );
  await click(byText(page.container, '播放排行', 'button'));
  await waitFor(() => text(page.container.querySelector('.aloud-row') ?? page.container).startsWith('1《静夜思》'));
  assert.is(page.location(), '/aloud/index?id=1&sort=plays');
  await click(byText(page.container, '秋韵朗读季（已结束）', 'button'));
  await waitFor(() => text(page.container).includes('《秋颂》'));
  assert.not.ok(text(page.container).includes('上传作品'), 'an ended contest takes no uploads');
  await page.unmount();
});

Aloud('a work: 投票 once, counted; the reader’s own cannot be voted for', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const id = server.db.prepare("SELECT id FROM works WHERE title = '《静夜思》'").pluck().get() as number;
  const page = await render(<WorkScreen />, root, `/alouddetail?id=${id}`);
  await waitFor(() => text(page.container).includes('9 票'));
  assert.ok(text(page.container).includes('床前明月光'));
  assert.ok(page.container.querySelector('audio')!.getAttribute('src')!.startsWith('/api/media/'));
  await click(byText(page.container, '投票', 'button'));
  await waitFor(() => text(page.container).includes('10 票'));
  assert.equal(env.toasts.slice(-1), ['投票成功']);
  assert.ok(byText(page.container, '今日已投票', 'button').hasAttribute('disabled'));
  await page.unmount();

  const own = server.db.prepare("SELECT id FROM works WHERE title = '《我爱这土地》'").pluck().get() as number;
  const mine = await render(<WorkScreen />, root, `/alouddetail?id=${own}`);
  await waitFor(() => text(mine.container).includes('我的作品'));
  assert.ok(byText(mine.container, '我的作品', 'button').hasAttribute('disabled'));
  await mine.unmount();
});

Aloud('the upload: checked on the phone, a cancel keeps nothing, then sent; then on 我的朗读作品', async () => {
  const { root, env } = await signInAs(server, 'fined');
  const aloud = root.feature(AloudStore);
  await aloud.loadContests();
  const upload = root.feature(UploadStore);
  upload.choose(1);
  const before = works();
  assert.equal(await upload.send.run(), { ok: false, message: '请填写作品标题' });
  upload.setTitle('《春晓》');
  upload.setText('春眠不觉晓，处处闻啼鸟。');
  assert.equal(await upload.send.run(), { ok: false, message: '请先录音或选择音频文件' });
  const blob = new Blob([new Uint8Array(tuneWav(6, 330))], { type: 'audio/wav' });
  upload.take = { blob, seconds: 6, url: 'blob:take', from: 'file', name: 'take.wav', mime: 'audio/wav' };
  upload.take = { ...upload.take, seconds: 3 };
  assert.equal(await upload.send.run(), { ok: false, message: '作品时长不能少于5秒' });
  upload.take = { ...upload.take, seconds: 6 };

  const cancelled = upload.send.run();
  upload.cancelUpload();
  assert.equal(await cancelled, { ok: false, message: '已取消' });
  assert.is(works(), before, 'a cancelled upload keeps nothing');

  const shares: number[] = [];
  const stop = setInterval(() => {
    if (upload.progress !== null) shares.push(upload.progress);
  }, 1);
  const sent = await upload.send.run();
  clearInterval(stop);
  assert.equal(sent, { ok: true, message: '上传成功，审核通过后将参加排名' });
  assert.is(works(), before + 1);
  assert.is(upload.take, null, 'the form is cleared');

  env.confirmAnswer = true;
  const page = await render(<WorksScreen />, root, '/aloudworks');
  await waitFor(() => text(page.container).includes('《春晓》'));
  const card = [...page.container.querySelectorAll('.aloud-mine')].find((el) => text(el).includes('《春晓》'))!;
  assert.ok(text(card).includes('审核中'));
  await click(byText(card, '删除', 'button'));
  await waitFor(() => !text(page.container).includes('《春晓》'));
  assert.is(works(), before);
  await act(async () => undefined);
  await page.unmount();
});

Aloud(
  'a picked file is checked at once: its type and size said at the file field, nothing taken; its button names what it does',
  async () => {
    const { root } = await signInAs(server, 'fined');
    await root.feature(AloudStore).loadContests();
    const upload = root.feature(UploadStore);
    upload.reset();
    const page = await render(<UploadScreen />, root, '/demo?contest=1');
    await waitFor(() => !!page.container.querySelector('input[type="file"]'));
    assert.not.ok(page.container.querySelector('select'), 'the contests as the UI kit’s choice, not a native select');
    const pick = async (file: File) => {
      const input = page.container.querySelector('input[type="file"]') as HTMLInputElement;
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => {
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    // Nothing else of the form is filled: the file is refused before that.
    await pick(new File(['<html><body>not audio</body></html>'], 'page.html', { type: 'text/html' }));
    await waitFor(() => !!page.container.querySelector('.aloud-problem'));
    assert.is(
      text(page.container.querySelector('.aloud-problem')!),
      '音频格式不支持，请使用 webm、ogg、m4a、mp3 或 wav',
    );
    assert.is(upload.take, null);
    await pick(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'long.mp3', { type: '' }));
    await waitFor(() => text(page.container.querySelector('.aloud-problem')!) === '音频文件不能超过10MB');
    assert.is(upload.take, null);
    // A file taken: replayable, with 换一个文件 / 改为录音, never 重新录制.
    const blob = new Blob([new Uint8Array(tuneWav(6, 330))], { type: 'audio/wav' });
    await act(async () =>
      runInAction(() => {
        upload.take = { blob, seconds: 6, url: 'blob:take', from: 'file', name: 'take.wav', mime: 'audio/wav' };
      }),
    );
    const buttons = text(page.container.querySelector('.aloud-recorder')!);
    assert.ok(buttons.includes('换一个文件') && buttons.includes('改为录音'), buttons);
    assert.not.ok(buttons.includes('重新录制'));
    // A recording too short is said at once, and 上传作品 waits.
    await act(async () =>
      runInAction(() => {
        upload.take = { blob, seconds: 3, url: 'blob:take', from: 'mic', name: '录音', mime: 'audio/wav' };
      }),
    );
    assert.is(text(page.container.querySelector('.aloud-problem')!), '录音不足5秒，请重新录制');
    assert.ok(byText(page.container, '上传作品', 'button').hasAttribute('disabled'));
    assert.ok(text(page.container.querySelector('.aloud-recorder')!).includes('重新录制'));
    await act(async () => upload.reset());
    await page.unmount();
  },
);

Aloud('a work that does not exist: one calm panel with 去看看比赛, no 重试, nothing else to press', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<WorkScreen />, root, '/alouddetail?id=999999');
  await waitFor(() => !!page.container.querySelector('[data-missing]'));
  assert.match(text(page.container), /作品不存在/);
  assert.equal(
    [...page.container.querySelectorAll('button')].map((b) => text(b)),
    ['去看看比赛'],
  );
  assert.not.ok(text(page.container).includes('重试'));
  await page.unmount();
});

Aloud(
  '我的朗读作品: an approved work offers 领取积分; given on another phone first, the refusal says so and nothing changes',
  async () => {
    const phone = await signInAs(server, 'reader');
    const given = () =>
      server.db
        .prepare("SELECT COUNT(*) FROM points_log WHERE rdrno = 'SX100001' AND kind = 'aloud'")
        .pluck()
        .get() as number;
    const before = given();
    const page = await render(<WorksScreen />, phone.root, '/aloudworks');
    const row = () => page.container.querySelector<HTMLElement>('article[aria-label="《我爱这土地》"]');
    await waitFor(() => !!row() && text(row()!).includes('领取积分'));
    const pending = [...page.container.querySelectorAll('article')].filter((a) => !text(a).includes('已通过'));
    assert.ok(
      pending.every((a) => !/领取积分|已获得积分/.test(text(a))),
      'only approved works',
    );

    // The same card on another phone asks first.
    const other = await signInAs(server, 'reader');
    const store = other.root.feature(AloudStore);
    await store.loadMine();
    const work = store.mine.rows.find((w) => w.title === '《我爱这土地》')!;
    assert.equal(await store.earn.run(work), { ok: true, message: '积分+20' });
    assert.is(given(), before + 1);

    await click(byText(row()!, '领取积分', 'button'));
    await waitFor(() => !!row()!.querySelector('[role="alert"]'));
    assert.is(text(row()!.querySelector('[role="alert"]')!), '该项积分已经发放过了');
    assert.is(given(), before + 1, 'once');
    await page.unmount();
    const again = await render(<WorksScreen />, phone.root, '/aloudworks');
    const shown = () => again.container.querySelector<HTMLElement>('article[aria-label="《我爱这土地》"]');
    await waitFor(() => !!shown() && text(shown()!).includes('已获得积分'));
    await again.unmount();
  },
);

Aloud.run();

/**
 * /v1/aloud/* (朗读比赛) against the in-process harness: contests by state, works ranked by votes or
 * plays with seekable audio, a multipart upload checked on its fields and its own bytes (a WAV's
 * length read from it) that waits for review, approval (then the card asks for its points, once), votes once a day per work
 * (also under concurrent taps), plays counted, deleting one's own; every refusal writes nothing.
 */
import * as assert from 'uvu/assert';
import { wavSeconds } from '../../harness/server/platform/aloud.js';
import { tuneWav } from '../../harness/server/seed/aloud.js';
import { audioType, workProblem } from '../../src/api/contract/aloud.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Aloud = harnessSuite('read-aloud');

type Answer = { code: number; message: string; data: any };
type Server = Parameters<Parameters<typeof Aloud>[1]>[0]['server'];

let nonces = 0;
/** A multipart upload as the phone sends it. */
async function upload(
  server: Server,
  client: Client,
  fields: Record<string, string>,
  file: { bytes: Buffer; type: string } | null = { bytes: tuneWav(8, 330), type: 'audio/wav' },
): Promise<Answer> {
  const form = new FormData();
  const all = {
    authorizer_appid: APPID,
    openid: OPENID.fined,
    rdrno: 'SX500001',
    contestid: '1',
    title: '《春晓》',
    text: '春眠不觉晓，处处闻啼鸟。',
    duration: '8',
    nonce: `work-nonce-${String(++nonces).padStart(4, '0')}`,
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'work.wav');
  const res = await server.app.request('/api/v1/aloud/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}` },
    body: form,
  });
  return (await res.json()) as Answer;
}

const get = (client: Client, path: string, params: Record<string, string> = {}) =>
  client.get(`/api/v1/aloud/${path}`, { authorizer_appid: APPID, ...params }) as Promise<Answer>;
const post = (client: Client, path: string, id: number, openid: string) =>
  client.post(`/api/v1/aloud/${path}`, { authorizer_appid: APPID, openid, id: String(id) }) as Promise<Answer>;

Aloud('the contract’s check of a work, in the order of the form; types by their aliases; a WAV’s length', () => {
  const limits = { minseconds: 5, maxseconds: 180 };
  const wrong = (change: object) =>
    workProblem(
      { title: '《春晓》', text: '春眠不觉晓', duration: 8, bytes: 1000, mime: 'audio/webm;codecs=opus', ...change },
      limits,
    );
  assert.is(wrong({}), '');
  assert.is(wrong({ title: ' ' }), '请填写作品标题');
  assert.is(wrong({ title: '题'.repeat(31) }), '作品标题不能超过30个字');
  assert.is(wrong({ text: '' }), '请填写朗读的文字');
  assert.is(wrong({ text: '字'.repeat(2001) }), '朗读的文字不能超过2000个字');
  assert.is(wrong({ duration: 0 }), '请先录音或选择音频文件');
  assert.is(wrong({ duration: 4.9 }), '作品时长不能少于5秒');
  assert.is(wrong({ duration: 180.1 }), '作品时长不能超过180秒');
  assert.is(wrong({ mime: 'audio/flac' }), '音频格式不支持，请使用 webm、ogg、m4a、mp3 或 wav');
  assert.is(wrong({ mime: 'audio/x-m4a' }), '', 'a phone’s m4a is mp4');
  assert.is(wrong({ bytes: 10 * 1024 * 1024 + 1 }), '音频文件不能超过10MB');
  assert.equal([audioType('audio/MP3'), audioType('audio/webm; codecs=opus')], ['audio/mpeg', 'audio/webm']);
  assert.is(wavSeconds(tuneWav(6, 440)), 6);
  assert.is(wavSeconds(Buffer.from('RIFF....WAVEjunk')), null);
});

Aloud('contests by state; a contest’s works ranked by votes or plays; audio that seeks', async ({ as, server }) => {
  const reader = await as('reader');
  const contests = (await get(reader, 'contests')).data.rows;
  assert.equal(
    contests.map((c: any) => [c.statename, c.works]),
    [
      ['进行中', 4],
      ['未开始', 0],
      ['已结束', 2],
    ],
  );
  assert.match(contests[0].rules, /每位读者最多提交2件作品/);
  const byVotes = (await get(reader, 'works', { contestid: '1', openid: OPENID.reader })).data.rows;
  assert.equal(
    byVotes.map((w: any) => w.votes),
    [18, 12, 9, 4],
  );
  const byPlays = (await get(reader, 'works', { contestid: '1', sort: 'plays' })).data.rows;
  assert.equal(
    byPlays.map((w: any) => w.plays),
    [81, 64, 37, 12],
  );
  const own = byVotes.find((w: any) => w.mine);
  assert.equal([own.name, own.title, own.duration], ['林**', '《我爱这土地》', 10]);
  const whole = await server.app.request(own.audio);
  assert.equal(
    [whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')],
    [200, 'audio/wav', 'bytes'],
  );
  const size = (await whole.arrayBuffer()).byteLength;
  assert.is(size, 44 + 10 * 8000);
  const seek = await server.app.request(own.audio, { headers: { range: 'bytes=40044-' } });
  assert.equal([seek.status, seek.headers.get('content-range')], [206, `bytes 40044-${size - 1}/${size}`]);
  const mine = (await get(reader, 'mine', { openid: OPENID.reader, rdrno: 'SX100001' })).data.rows;
  assert.equal(
    mine.map((w: any) => w.statename),
    ['审核中', '未通过', '已通过'],
  );
  assert.is(mine[1].reason, '录音有明显杂音，请在安静环境重新录制');
  assert.is((await get(reader, 'works', { contestid: '9' })).message, '比赛不存在');
});

Aloud(
  'an upload waits for review; approval ranks it, and the card asks for its points once',
  async ({ as, client, server }) => {
    const fined = await as('fined');
    const made = await upload(server, fined, { duration: '99' });
    assert.equal([made.code, made.message], [1, '上传成功，审核通过后将参加排名']);
    assert.equal(
      [made.data.statename, made.data.duration, made.data.mine],
      ['审核中', 8, true],
      'a WAV’s own length, not the phone’s word',
    );
    const id = made.data.id;
    const ranked = async () => (await get(fined, 'works', { contestid: '1' })).data.rows.map((w: any) => w.id);
    assert.not.ok((await ranked()).includes(id));
    const reader = await as('reader');
    const unseen = await get(reader, 'work', { id: String(id) });
    assert.equal([unseen.code, unseen.message], [404, '作品不存在'], 'not yet seen by others: not found');
    const never = await get(reader, 'work', { id: '999999' });
    assert.equal([never.code, never.message], [404, '作品不存在']);
    const desk = await client.get('/__harness/api/reviews');
    assert.ok(desk.data.works.some((w: any) => w.id === id && w.fullname === '赵大伟'));
    const balance = () =>
      server.db
        .prepare("SELECT COALESCE(SUM(points), 0) FROM points_log WHERE rdrno = 'SX500001'")
        .pluck()
        .get() as number;
    const before = balance();
    const approved = await client.post(`/__harness/api/works/${id}/review`, { approve: true });
    assert.equal([approved.code, approved.message], [1, '已通过']);
    assert.is(balance(), before, 'approval gives nothing by itself');
    assert.is(
      (await client.post(`/__harness/api/works/${id}/review`, { approve: true })).message,
      '已审核通过，不能再次审核',
    );
    assert.ok((await ranked()).includes(id));
    const mine = async () => (await get(fined, 'work', { id: String(id) })).data;
    assert.equal([(await mine()).mine, (await mine()).pointsgiven], [true, false]);
    const earn = () => fined.elib('addReaderBonusLog', { rdrno: 'SX500001', kind: 'aloud', ref: String(id) });
    const [first, second] = (await Promise.all([earn(), earn()])) as { message: string; rows: any[] }[];
    assert.equal([first.message, second.message].sort(), ['积分已发放', '该项积分已经发放过了'].sort());
    assert.equal(
      [first, second].map((b) => b.rows[0]?.points ?? null).filter((p) => p !== null),
      [20],
    );
    assert.is(balance(), before + 20, 'once');
    const log = (await fined.elib('ListReaderBonusLog', { rdrno: 'SX500001', rows: '1' })) as { rows: any[] };
    assert.equal([log.rows[0].kind, log.rows[0].reason], ['aloud', `朗读作品通过审核${made.data.title}`]);
    assert.is((await mine()).pointsgiven, true);
    assert.is((await get(reader, 'work', { id: String(id) })).data.pointsgiven, false, 'only one’s own say');
  },
);

Aloud('upload refusals write nothing', async ({ as, server }) => {
  const reader = await as('reader');
  const fined = await as('fined');
  const before = checksum(server.db);
  const cases: [Client, Record<string, string>, { bytes: Buffer; type: string } | null, string][] = [
    [fined, {}, null, '请先录音或选择音频文件'],
    [fined, { title: '' }, undefined as never, '请填写作品标题'],
    [fined, { text: ' ' }, undefined as never, '请填写朗读的文字'],
    [fined, {}, { bytes: tuneWav(3, 330), type: 'audio/wav' }, '作品时长不能少于5秒'],
    [
      fined,
      {},
      { bytes: Buffer.from('not a sound at all'), type: 'audio/webm' },
      '音频文件不完整或与格式不符，请重新录制或换一个文件',
    ],
    [
      fined,
      {},
      {
        bytes: Buffer.concat([tuneWav(8, 330), Buffer.from('<html><script>alert(1)</script></html>')]),
        type: 'audio/wav',
      },
      '音频文件不完整或与格式不符，请重新录制或换一个文件',
    ],
    [
      fined,
      {},
      {
        bytes: Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413), Buffer.from('<html>')]),
        type: 'audio/mpeg',
      },
      '音频文件不完整或与格式不符，请重新录制或换一个文件',
    ],
    [fined, {}, { bytes: tuneWav(8, 330), type: 'audio/flac' }, '音频格式不支持，请使用 webm、ogg、m4a、mp3 或 wav'],
    [fined, { contestid: '2' }, { bytes: tuneWav(35, 330), type: 'audio/wav' }, '比赛尚未开始，请在比赛开始后提交'],
    [
      fined,
      { contestid: '3', duration: '12' },
      { bytes: tuneWav(12, 330), type: 'audio/wav' },
      '比赛已结束，不能再提交作品',
    ],
    [fined, { contestid: '9' }, undefined as never, '比赛不存在'],
    [fined, { nonce: 'short' }, undefined as never, '作品标识 nonce 格式错误'],
    [reader, { openid: OPENID.reader, rdrno: 'SX100001' }, undefined as never, '每位读者每场比赛最多提交2件作品'],
    [fined, { rdrno: 'SX100001' }, undefined as never, '无权访问该读者证，请先验证密码绑定'],
  ];
  for (const [client, fields, file, message] of cases) {
    const res = await (file === undefined ? upload(server, client, fields) : upload(server, client, fields, file));
    assert.equal([res.code === 1, res.message], [false, message], JSON.stringify(fields));
  }
  assert.is(checksum(server.db), before, 'nothing written');
});

Aloud(
  'votes: once a day per work, never one’s own, also under concurrent taps; plays counted; delete',
  async ({ as, server }) => {
    const reader = await as('reader');
    const multicard = await as('multicard');
    const works = (await get(reader, 'works', { contestid: '1', openid: OPENID.reader })).data.rows;
    const own = works.find((w: any) => w.mine);
    const other = works.find((w: any) => !w.mine && w.name !== '王**');
    assert.is((await post(reader, 'vote', own.id, OPENID.reader)).message, '不能给自己的作品投票');
    const taps = await Promise.all(Array.from({ length: 8 }, () => post(multicard, 'vote', own.id, OPENID.multicard)));
    assert.is(taps.filter((t) => t.code === 1).length, 1, 'one vote');
    assert.ok(taps.filter((t) => t.code !== 1).every((t) => t.message === '今天已经给这个作品投过票了，明天再来吧'));
    const after = (await get(multicard, 'work', { id: String(own.id), openid: OPENID.multicard })).data;
    assert.equal([after.votes, after.votedtoday], [own.votes + 1, true]);
    const ended = (await get(reader, 'works', { contestid: '3' })).data.rows[0];
    assert.is((await post(reader, 'vote', ended.id, OPENID.reader)).message, '比赛已结束，投票已关闭');
    const voted = await post(reader, 'vote', other.id, OPENID.reader);
    assert.equal([voted.code, voted.message, voted.data.votes], [1, '投票成功', other.votes + 1]);

    const played = await post(reader, 'play', other.id, OPENID.reader);
    assert.is(played.data.plays, other.plays + 1);

    const mine = (await get(reader, 'mine', { openid: OPENID.reader, rdrno: 'SX100001' })).data.rows;
    const pending = mine.find((w: any) => w.state === 'pending');
    const before = checksum(server.db);
    assert.is((await post(multicard, 'del', pending.id, OPENID.multicard)).message, '作品不存在');
    assert.is(checksum(server.db), before);
    assert.equal([(await post(reader, 'del', pending.id, OPENID.reader)).message], ['已删除']);
    assert.is(
      server.db.prepare("SELECT COUNT(*) FROM media_files WHERE kind = 'aloud' AND owner = ?").pluck().get(pending.id),
      0,
    );
  },
);

Aloud.run();

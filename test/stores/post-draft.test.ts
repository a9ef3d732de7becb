/**
 * PostDraft, shared by 读者留言, 读者晒图 and 朗读作品: a submit repeated after a lost answer
 * carries the same nonce (the server keeps one post); a new draft carries a new one; without a
 * card nothing is sent.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { NetworkFailure, PlatformResponse } from '../../src/api/contract/envelope';
import { NO_CARD_TO_POST, type PostAuthor, PostDraft } from '../../src/stores/base/PostDraft';
import { RootStore } from '../../src/stores/RootStore';
import { fakeEnv } from '../helpers/page';

function signedIn(rdrno: string): RootStore {
  const root = new RootStore(fakeEnv());
  root.app.wxuser = { openid: 'o-1' } as typeof root.app.wxuser;
  if (rdrno) root.reader.setRdrnos([{ id: 1, openid: 'o-1', rdrno, libcode: 'L', remark: '', select: 1 }]);
  return root;
}

/** A platform call answering with the given envelopes in turn; each call's author is recorded. */
function platform(...answers: (PlatformResponse<{ id: number }> | NetworkFailure)[]) {
  const sent: PostAuthor[] = [];
  return {
    sent,
    call: async (author: PostAuthor) => {
      sent.push(author);
      return answers.shift() as PlatformResponse<{ id: number }> | NetworkFailure;
    },
  };
}

const Draft = suite('PostDraft');

Draft('a retry after a lost answer is the same post; a new draft is a new one', async () => {
  const draft = new PostDraft(signedIn('A1'));
  const server = platform(
    { code: -1, status: '-1', message: '网络异常，请稍后重试' } as NetworkFailure,
    { code: 1, message: '留言成功', data: { id: 7 } } as PlatformResponse<{ id: number }>,
  );
  assert.equal(await draft.send(server.call, '提交失败'), { ok: false, message: '网络异常，请稍后重试' });
  assert.equal(await draft.send(server.call, '提交失败'), { ok: true, data: { id: 7 }, message: '留言成功' });
  assert.equal(
    server.sent.map((a) => [a.openid, a.rdrno]),
    [
      ['o-1', 'A1'],
      ['o-1', 'A1'],
    ],
  );
  assert.match(server.sent[0].nonce, /^[A-Za-z0-9]{20}$/);
  assert.is(server.sent[1].nonce, server.sent[0].nonce, 'the retry carries the same nonce');
  draft.renew();
  assert.is.not(draft.nonce, server.sent[0].nonce, 'the next draft is another post');
});

Draft('a refusal without a message says the fallback; without a card nothing is sent', async () => {
  const refused = platform({ code: 0, message: '', data: null } as unknown as PlatformResponse<{ id: number }>);
  assert.equal(await new PostDraft(signedIn('A1')).send(refused.call, '发布失败，请稍后重试'), {
    ok: false,
    message: '发布失败，请稍后重试',
  });
  const none = platform();
  assert.equal(await new PostDraft(signedIn('')).send(none.call, '发布失败'), { ok: false, message: NO_CARD_TO_POST });
  assert.is(none.sent.length, 0);
});

Draft.run();

/** The rules of readers' shared things: the library's review, sharing a post, liking one. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  entryRefusal,
  likeRefusal,
  reviewRefusal,
  shareRefusal,
  voteRefusal,
} from '../../harness/server/ils/rules/index.js';

const Sharing = suite('rules: sharing');

Sharing('the library reviews once; a rejection says why, briefly', () => {
  assert.is(reviewRefusal('pending', true, '', 100), '');
  assert.is(reviewRefusal('pending', false, '照片模糊，请重新拍摄', 100), '');
  assert.is(reviewRefusal('pending', false, '   ', 100), '请填写未通过的原因');
  assert.is(reviewRefusal('pending', false, '因'.repeat(101), 100), '原因不能超过100个字');
  assert.is(reviewRefusal('pending', false, '因'.repeat(100), 100), '');
  assert.is(reviewRefusal('approved', true, '', 100), '已审核通过，不能再次审核');
  assert.is(reviewRefusal('rejected', true, '', 100), '已审核未通过，不能再次审核');
});

Sharing('sharing needs a usable card and stays under the daily count', () => {
  assert.is(shareRefusal({ cardState: 'valid', sharedToday: 4 }, 5), '');
  assert.is(shareRefusal({ cardState: 'valid', sharedToday: 5 }, 5), '每天最多晒图5次，明天再来吧');
  assert.is(shareRefusal({ cardState: 'lost', sharedToday: 0 }, 5), '读者证已挂失，请先到馆办理');
  assert.ok(shareRefusal({ cardState: 'expired', sharedToday: 0 }, 5));
});

Sharing('a like: only a post on the wall, once', () => {
  assert.is(likeRefusal({ state: 'approved', liked: false }), '');
  assert.is(likeRefusal({ state: 'approved', liked: true }), '你已经赞过了');
  assert.is(likeRefusal({ state: 'pending', liked: false }), '该晒图还未通过审核');
  assert.is(likeRefusal({ state: 'rejected', liked: false }), '该晒图还未通过审核');
});

Sharing('entering a contest: a usable card, a running contest, under the entries', () => {
  const entry = (change: object = {}) =>
    entryRefusal({ cardState: 'valid', contestState: 'running', entries: 1, ...change }, 2);
  assert.is(entry(), '');
  assert.is(entry({ entries: 2 }), '每位读者每场比赛最多提交2件作品');
  assert.is(entry({ contestState: 'upcoming' }), '比赛尚未开始，请在比赛开始后提交');
  assert.is(entry({ contestState: 'ended' }), '比赛已结束，不能再提交作品');
  assert.is(entry({ cardState: 'lost' }), '读者证已挂失，请先到馆办理');
});

Sharing('a vote: an approved work of a running contest, not one’s own, once a day, a few a day', () => {
  const vote = (change: object = {}) =>
    voteRefusal(
      { state: 'approved', contestState: 'running', mine: false, votedToday: false, votesToday: 4, ...change },
      5,
    );
  assert.is(vote(), '');
  assert.is(vote({ state: 'pending' }), '该作品还未通过审核');
  assert.is(vote({ contestState: 'ended' }), '比赛已结束，投票已关闭');
  assert.is(vote({ contestState: 'upcoming' }), '比赛尚未开始');
  assert.is(vote({ mine: true }), '不能给自己的作品投票');
  assert.is(vote({ votedToday: true }), '今天已经给这个作品投过票了，明天再来吧');
  assert.is(vote({ votesToday: 5 }), '每天最多投5票，明天再来吧');
});

Sharing.run();

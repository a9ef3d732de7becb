/** Comment and favourite rules (ils/rules/comments.ts), as pure functions. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  type CommentFacts,
  commentRefusal,
  favoriteRefusal,
  normalizeComment,
} from '../../harness/server/ils/rules/index.js';
import { textLength } from '../../src/api/contract/comments.js';

const Comments = suite('comment rules');
const fine: CommentFacts = { cardState: 'valid', content: '这本书值得一读再读', repeated: false, postedToday: 0 };

Comments('a civil comment of 5–300 characters from a valid card passes', () => {
  assert.is(commentRefusal(fine), '');
  assert.is(commentRefusal({ ...fine, content: '好看好看好' }), '');
  assert.is(commentRefusal({ ...fine, content: '读'.repeat(300) }), '');
  // Characters, not UTF-16 units: five characters outside the BMP count as five.
  assert.is(commentRefusal({ ...fine, content: '𠀀𠀁𠀂𠀃𠀄' }), '');
  // Letters of any script count, and emoji or punctuation beside five of them do no harm.
  assert.is(commentRefusal({ ...fine, content: 'great' }), '');
  assert.is(commentRefusal({ ...fine, content: '好看好看好😀😀！' }), '');
});

Comments('real text: at least 5 letters or CJK characters; emoji, digits, punctuation and spaces do not count', () => {
  const message = '评论需包含至少5个文字，表情、标点和空格不计';
  for (const content of [
    '😀'.repeat(10),
    '好书😀😀😀😀😀',
    '！！！？？？。。。',
    '1234567890',
    '好 书 ！ ！ ！ 很',
    '👍👍👍 good',
  ]) {
    assert.is(commentRefusal({ ...fine, content }), message, content);
  }
  assert.is(textLength('😀📚《三体》 ok!'), 4);
});

Comments('each refusal, in order', () => {
  assert.is(commentRefusal({ ...fine, cardState: 'lost' }), '读者证已挂失，请先到馆办理');
  assert.is(commentRefusal({ ...fine, cardState: 'expired' }), '读者证已过期，请先办理延期');
  assert.is(commentRefusal({ ...fine, content: '  好书  ' }), '评论需为5至300个字');
  assert.is(commentRefusal({ ...fine, content: '读'.repeat(301) }), '评论需为5至300个字');
  assert.is(commentRefusal({ ...fine, content: '作者就是个 SHIT 写手' }), '评论含有不文明用语，请修改后再发表');
  assert.is(commentRefusal({ ...fine, content: '真是傻，逼得我看不下去' }), '评论含有不文明用语，请修改后再发表');
  assert.is(commentRefusal({ ...fine, content: '详见 https://a.b/c 的书评' }), '评论中不能包含网址或联系方式');
  assert.is(commentRefusal({ ...fine, content: '想交流的加我微信：bookworm88' }), '评论中不能包含网址或联系方式');
  assert.is(commentRefusal({ ...fine, content: '电话13912345678欢迎交流' }), '评论中不能包含网址或联系方式');
  assert.is(commentRefusal({ ...fine, repeated: true }), '您已发表过相同的评论');
  assert.is(commentRefusal({ ...fine, postedToday: 10 }), '每天最多发表10条评论，请明天再来');
  assert.is(commentRefusal({ ...fine, postedToday: 9 }), '');
  assert.is(commentRefusal({ ...fine, postedToday: 2 }, { dailyLimit: 2 }), '每天最多发表2条评论，请明天再来');
});

Comments('a repeat is the same words, ignoring spaces, punctuation and case', () => {
  assert.is(normalizeComment('好书， 值得一读！OK'), normalizeComment('好书值得一读ok。'));
  assert.is.not(normalizeComment('好书值得一读'), normalizeComment('好书值得再读'));
});

Comments('favourites: at most 200, a kept title is never refused', () => {
  assert.is(favoriteRefusal(199, false), '');
  assert.is(favoriteRefusal(200, false), '最多收藏200本图书，请先整理收藏');
  assert.is(favoriteRefusal(200, true), '');
  assert.is(favoriteRefusal(3, false, 3), '最多收藏3本图书，请先整理收藏');
});

Comments.run();

/**
 * /api/v1/comment/*: readers' comments on books (platform/comments.ts). A book's comments are
 * public; posting names the card (`rdrno`, the session's: platform/access.ts), and deleting is
 * for comments written with one of the session's cards.
 */
import type { Hono } from 'hono';
import type { BookComment, MyComment, Rows } from '../../../../src/api/contract/index.js';
import { ok } from '../../infra/envelope.js';
import { type Deps, optional, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { checkOptionalAppid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { parseBookrecno } from '../../ils/bib.js';
import { parsePaging } from '../../ils/history.js';
import { deleteComment, listBookComments, listCardComments, parseCommentId, postComment } from '../comments.js';
import { ownsCard, type Session } from '../session.js';

export function commentRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;
  const minesOf = (session: Session) => (rdrno: string) => ownsCard(db, session, rdrno);

  platformRoute(api, deps, '/v1/comment/list', ({ params, session }) => {
    checkOptionalAppid(params);
    const bookrecno = parseBookrecno(required(params, 'bookrecno', '书目记录号'));
    const paging = parsePaging(optional(params, 'page'), optional(params, 'rows'));
    return ok<Rows<BookComment>>(listBookComments(db, bookrecno, paging, minesOf(session)));
  });

  platformRoute(api, deps, '/v1/comment/mine', ({ params }) => {
    requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    const paging = parsePaging(optional(params, 'page'), optional(params, 'rows'));
    return ok<Rows<MyComment>>(listCardComments(db, rdrno, paging));
  });

  platformRoute(api, deps, '/v1/comment/save', ({ params }) => {
    requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    const bookrecno = parseBookrecno(required(params, 'bookrecno', '书目记录号'));
    const content = required(params, 'content', '评论内容');
    return ok(postComment(db, { rdrno, bookrecno, content }, deps.now()), '评论成功');
  });

  platformRoute(api, deps, '/v1/comment/del', ({ params, session }) => {
    requireOpenid(params);
    checkOptionalAppid(params);
    deleteComment(db, parseCommentId(required(params, 'id', '评论编号')), minesOf(session));
    return ok(null, '删除成功');
  });
}

/**
 * /api/v1/aloud/*: read-aloud contests and works (platform/aloud.ts). Contests, a contest's
 * ranking and a work need only a token (an `openid`, when given, must be the session's);
 * uploading names the card; voting and deleting name the WeChat user. The upload is multipart
 * (the audio as `file`), up to the audio limit plus the form.
 */
import type { Hono } from 'hono';
import { ALOUD_RULES } from '../../../../src/api/contract/aloud.js';
import type { AloudWork, Rows } from '../../../../src/api/contract/index.js';
import { InputError, ok } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { checkOptionalAppid, optionalOpenid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { parsePaging } from '../../ils/history.js';
import {
  cardWorks,
  contests,
  countPlay,
  deleteWork,
  enterWork,
  rankedWorks,
  voteForWork,
  workDetail,
} from '../aloud.js';
import type { Viewer } from '../posts.js';
import { ownsCard, type Session } from '../session.js';

function idOf(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InputError(`${what}格式错误`);
  return Number(text);
}

/** The form's room beside the audio. */
const FORM_BYTES = 64 * 1024;

export function aloudRoutes(api: Hono, deps: Deps): void {
  const { db, now } = deps;
  const paging = (params: Params) => parsePaging(optional(params, 'page'), optional(params, 'rows'));
  const viewerOf = (session: Session): Viewer => ({ openid: session.openid, owns: (r) => ownsCard(db, session, r) });
  const work = (params: Params) => idOf(required(params, 'id', '作品编号'), '作品编号 id ');

  platformRoute(api, deps, '/v1/aloud/contests', ({ params }) => {
    checkOptionalAppid(params);
    const rows = contests(db, now());
    return ok({ rows, total: rows.length });
  });

  platformRoute(api, deps, '/v1/aloud/works', ({ params, session }) => {
    optionalOpenid(params);
    checkOptionalAppid(params);
    const contestid = idOf(required(params, 'contestid', '比赛编号'), '比赛编号 contestid ');
    const sort = optional(params, 'sort') || 'votes';
    if (sort !== 'votes' && sort !== 'plays' && sort !== 'newest') {
      throw new InputError('排序方式 sort 须为 votes、plays 或 newest');
    }
    return ok<Rows<AloudWork>>(rankedWorks(db, { contestid, sort }, paging(params), viewerOf(session), now()));
  });

  platformRoute(api, deps, '/v1/aloud/work', ({ params, session }) => {
    optionalOpenid(params);
    checkOptionalAppid(params);
    return ok(workDetail(db, work(params), viewerOf(session), now()));
  });

  platformRoute(api, deps, '/v1/aloud/mine', ({ params, session }) => {
    requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    return ok<Rows<AloudWork>>(cardWorks(db, rdrno, paging(params), viewerOf(session), now()));
  });

  platformRoute(
    api,
    deps,
    '/v1/aloud/upload',
    async ({ c, params, session }) => {
      const openid = requireOpenid(params);
      const rdrno = requireRdrno(params);
      checkOptionalAppid(params);
      const type = c.req.header('content-type') ?? '';
      const body = type.includes('multipart/form-data') ? await c.req.parseBody() : {};
      const file = body.file instanceof File ? body.file : null;
      const duration = Number(optional(params, 'duration'));
      const upload = {
        openid,
        rdrno,
        contestid: idOf(required(params, 'contestid', '比赛编号'), '比赛编号 contestid '),
        title: optional(params, 'title'),
        text: optional(params, 'text'),
        duration: Number.isFinite(duration) ? duration : 0,
        nonce: required(params, 'nonce', '作品标识 nonce'),
        file: file ? { data: Buffer.from(await file.arrayBuffer()), mime: file.type } : null,
      };
      const { work: made, repeated } = enterWork(db, upload, viewerOf(session), now());
      return ok(made, repeated ? '作品已提交' : '上传成功，审核通过后将参加排名');
    },
    { bodyLimit: ALOUD_RULES.maxBytes + FORM_BYTES },
  );

  platformRoute(api, deps, '/v1/aloud/vote', ({ params, session }) => {
    requireOpenid(params);
    checkOptionalAppid(params);
    return ok(voteForWork(db, work(params), viewerOf(session), now()), '投票成功');
  });

  platformRoute(api, deps, '/v1/aloud/play', ({ params, session }) => {
    optionalOpenid(params);
    checkOptionalAppid(params);
    return ok(countPlay(db, work(params), viewerOf(session), now()));
  });

  platformRoute(api, deps, '/v1/aloud/del', ({ params, session }) => {
    requireOpenid(params);
    checkOptionalAppid(params);
    const id = work(params);
    deleteWork(db, id, viewerOf(session));
    return ok({ id }, '已删除');
  });
}

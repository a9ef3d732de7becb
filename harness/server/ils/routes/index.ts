/**
 * /api/v1/elib/*: the library system (ILS), fronted by the vendor platform. Each call takes the
 * method the registry lists for it (src/api/contract/endpoints.ts: GET with a query, POST with
 * JSON or a form; any other method gets HTTP 405); `authorizer_appid` is optional but must be the
 * registered account when present. Handlers only read parameters, run one operation of an ils/ module and
 * wrap its result in the library-system envelope.
 */
import type { Hono } from 'hono';
import { elibRoute } from '../../infra/endpoints.js';
import type { Deps } from '../../infra/http.js';
import { checkOptionalAppid } from '../../infra/params.js';
import { borrowRoutes } from './borrow.js';
import { cardRoutes } from './cards.js';
import { catalogueRoutes } from './catalogue.js';
import { dictionaryRoutes } from './dictionaries.js';
import { eventRoutes } from './events.js';
import { fineRoutes } from './fines.js';
import { loanRoutes } from './loans.js';
import { giftRoutes } from './gifts.js';
import { pointRoutes } from './points.js';
import { readerRoutes } from './readers.js';
import { recommendRoutes } from './recommend.js';
import { reservationRoutes } from './reservations.js';
import { spaceRoutes } from './spaces.js';
import { transferRoutes } from './transfer.js';
import type { ElibRoute } from './types.js';

export function elibRoutes(api: Hono, deps: Deps): void {
  const elib: ElibRoute = (name, fn, options) =>
    elibRoute(
      api,
      deps,
      name,
      (ctx) => {
        checkOptionalAppid(ctx.params);
        return fn(ctx);
      },
      options,
    );
  readerRoutes(elib, deps);
  cardRoutes(elib, deps);
  dictionaryRoutes(elib, deps);
  loanRoutes(elib, deps);
  reservationRoutes(elib, deps);
  fineRoutes(elib, deps);
  catalogueRoutes(elib, deps);
  recommendRoutes(elib, deps);
  borrowRoutes(elib, deps);
  transferRoutes(elib, deps);
  pointRoutes(elib, deps);
  giftRoutes(elib, deps);
  spaceRoutes(elib, deps);
  eventRoutes(elib, deps);
}

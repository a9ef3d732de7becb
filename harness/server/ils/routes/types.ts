/** What the library system's route files are handed (ils/routes/index.ts makes it). */
import type { ElibName } from '../../../../src/api/contract/endpoints.js';
import type { ElibHandler } from '../../infra/endpoints.js';
import type { RouteOptions } from '../../infra/http.js';

/** Registers one library-system call at /v1/elib/<name>, with the registry's method. */
export type ElibRoute = <N extends ElibName>(name: N, fn: ElibHandler<N>, options?: RouteOptions) => void;

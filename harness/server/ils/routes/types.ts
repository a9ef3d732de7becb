/** What the library system's route files are handed (ils/routes/index.ts makes it). */
import type { RouteHandler, RouteOptions } from '../../infra/http.js';

/** Registers one library-system call at /v1/elib/<name>. */
export type ElibRoute = (name: string, fn: RouteHandler, options?: RouteOptions) => void;

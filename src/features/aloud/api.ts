/** Read-aloud contests and works: a platform service (/v1/aloud). */
import type {
  AloudWork,
  Contest,
  ContestListParams,
  MyWorksParams,
  Rows,
  WorkActionParams,
  WorkIdParams,
  WorkListParams,
  WorkUploadFields,
} from '../../api/contract';
import { get, post, type UploadOptions, upload } from '../../api/http';
import { type Platform, withAccount } from '../../api/platform';

export const listContests = (p: ContestListParams = {}): Platform<Rows<Contest>> =>
  get('/v1/aloud/contests', withAccount(p));
export const listWorks = (p: WorkListParams): Platform<Rows<AloudWork>> => get('/v1/aloud/works', withAccount(p));
export const workDetail = (p: WorkIdParams): Platform<AloudWork> => get('/v1/aloud/work', withAccount(p));
export const myWorks = (p: MyWorksParams): Platform<Rows<AloudWork>> => get('/v1/aloud/mine', withAccount(p));
export const voteWork = (p: WorkActionParams): Platform<AloudWork> => post('/v1/aloud/vote', withAccount(p));
export const playWork = (p: Pick<WorkActionParams, 'id'>): Platform<AloudWork> =>
  post('/v1/aloud/play', withAccount(p));
export const deleteWork = (p: WorkActionParams): Platform<{ id: number }> => post('/v1/aloud/del', withAccount(p));

/** The work's fields and its audio, multipart, with progress and a cancel. */
export function uploadWork(fields: WorkUploadFields, file: Blob, options: UploadOptions): Platform<AloudWork> {
  const account = withAccount(fields) as Record<string, string>;
  return upload('/v1/aloud/upload', { ...account, file }, { timeout: 120_000, ...options });
}

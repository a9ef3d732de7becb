/** Read-aloud contests and works: a platform service (/v1/aloud). */
import type {
  ContestListParams,
  MyWorksParams,
  WorkActionParams,
  WorkIdParams,
  WorkListParams,
  WorkUploadFields,
} from '../../api/contract';
import { get, post, type UploadOptions, upload } from '../../api/http';
import { withAccount } from '../../api/platform';

export const listContests = (p: ContestListParams = {}) => get('/v1/aloud/contests', withAccount(p));
export const listWorks = (p: WorkListParams) => get('/v1/aloud/works', withAccount(p));
export const workDetail = (p: WorkIdParams) => get('/v1/aloud/work', withAccount(p));
export const myWorks = (p: MyWorksParams) => get('/v1/aloud/mine', withAccount(p));
export const voteWork = (p: WorkActionParams) => post('/v1/aloud/vote', withAccount(p));
export const playWork = (p: Pick<WorkActionParams, 'id'>) => post('/v1/aloud/play', withAccount(p));
export const deleteWork = (p: WorkActionParams) => post('/v1/aloud/del', withAccount(p));

/** The work's fields and its audio, multipart, with progress and a cancel. */
export function uploadWork(fields: WorkUploadFields, file: Blob, options: UploadOptions) {
  return upload('/v1/aloud/upload', { ...withAccount(fields), file }, { timeout: 120_000, ...options });
}

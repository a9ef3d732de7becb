/** Messages to the library: a platform service of the WeChat user's (/v1/message). */
import type { MessageAddParams, MessageListParams, PublicMessageParams } from '../../api/contract';
import { get, post } from '../../api/http';
import { withAccount } from '../../api/platform';

export const listMessages = (p: MessageListParams) => get('/v1/message/list', withAccount(p));
export const listPublicMessages = (p: PublicMessageParams) => get('/v1/message/public', withAccount(p));
export const addMessage = (p: MessageAddParams) => post('/v1/message/add', withAccount(p));

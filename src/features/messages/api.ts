/** Messages to the library: a platform service of the WeChat user's (/v1/message). */
import type { Message, MessageAddParams, MessageListParams, PublicMessageParams, Rows } from '../../api/contract';
import { get, post } from '../../api/http';
import { type Platform, withAccount } from '../../api/platform';

export const listMessages = (p: MessageListParams): Platform<Rows<Message>> => get('/v1/message/list', withAccount(p));
export const listPublicMessages = (p: PublicMessageParams): Platform<Rows<Message>> =>
  get('/v1/message/public', withAccount(p));
export const addMessage = (p: MessageAddParams): Platform<Message> => post('/v1/message/add', withAccount(p));

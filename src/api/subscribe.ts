/** The reminders the WeChat user subscribed to (/v1/subscribe): a platform service (it carries the account id itself). */
import type { SubscribeListParams, SubscribeSaveParams } from './contract';
import { get, post } from './http';
import { withAccount } from './platform';

export const listSubscriptions = (p: SubscribeListParams) => get('/v1/subscribe/list', withAccount(p));
export const saveSubscriptions = (p: SubscribeSaveParams) => post('/v1/subscribe/save', withAccount(p));

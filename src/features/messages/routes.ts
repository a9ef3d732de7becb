/** Messages to the library. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const messagesRoutes: RouteSpec[] = [
  { path: PATHS.messages, private: true, title: '读者留言', load: () => import('./MessagesScreen') },
  {
    path: PATHS.messageAdd,
    private: true,
    title: '我要留言',
    keepAlive: false,
    load: () => import('./MessageAddScreen'),
  },
];

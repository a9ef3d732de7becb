/** Events (not in SPEC): the list, one event, the WeChat user's sign-ups (docs/DECISIONS.md, "Events and study spaces"). */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const eventsRoutes: RouteSpec[] = [
  { path: PATHS.events, private: false, title: '活动报名', public: true, load: () => import('./EventsScreen') },
  {
    path: PATHS.eventDetail,
    private: false,
    title: '活动详情',
    public: true,
    ownHeading: true,
    load: () => import('./EventScreen'),
  },
  // A WeChat user without a card signs up for open events and waits on their waitlists: public.
  { path: PATHS.myEvents, private: true, title: '我的活动', public: true, load: () => import('./MyEventsScreen') },
];

/** Study spaces (空间预约): the spaces, one space's day of slots, and the card's bookings. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const spacesRoutes: RouteSpec[] = [
  { path: PATHS.spaces, private: false, title: '空间预约', public: true, load: () => import('./SpacesScreen') },
  {
    path: PATHS.spaceDetail,
    private: false,
    title: '空间详情',
    public: true,
    ownHeading: true,
    load: () => import('./SpaceDetailScreen'),
  },
  { path: PATHS.mySpaces, private: true, title: '我的空间预约', load: () => import('./MySpacesScreen') },
];

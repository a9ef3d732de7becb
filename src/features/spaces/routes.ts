/** Study spaces (空间预约): the spaces, one space's day of slots, and the card's bookings. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const spacesRoutes: RouteSpec[] = [
  { path: PATHS.spaces, title: '空间预约', public: true, load: () => import('./SpacesScreen') },
  {
    path: PATHS.spaceDetail,
    title: '空间详情',
    public: true,
    ownHeading: true,
    load: () => import('./SpaceDetailScreen'),
  },
  { path: PATHS.mySpaces, title: '我的空间预约', private: true, load: () => import('./MySpacesScreen') },
];

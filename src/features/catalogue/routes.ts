/** The catalogue: search, results, book detail, favourites, comments, rankings, recommendations. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const catalogueRoutes: RouteSpec[] = [
  { path: PATHS.search, private: false, title: '图书检索', public: true, load: () => import('./SearchScreen') },
  { path: PATHS.searchResult, private: false, title: '检索结果', public: true, load: () => import('./ResultScreen') },
  {
    path: PATHS.bookDetail,
    private: false,
    title: '图书详情',
    public: true,
    ownHeading: true,
    load: () => import('./BookScreen'),
  },
  { path: PATHS.recommend, private: false, title: '图书推荐', public: true, load: () => import('./RecommendScreen') },
  { path: PATHS.comments, private: true, title: '图书评论', load: () => import('./CommentsScreen') },
  { path: PATHS.collect, private: true, title: '图书收藏', public: true, load: () => import('./CollectScreen') },
  { path: PATHS.loanTop, private: false, title: '借阅排行', public: true, load: () => import('./LoanTopScreen') },
];

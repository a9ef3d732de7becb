/**
 * Routes whose screens are not built yet: each shows the shared 该功能即将开放 screen under its
 * own title. A route leaves this list when its page is added to `pages` in routes.ts.
 */
export const COMING_SOON_PATHS = [
  '/banner_article', '/usa', '/notice', '/sguide', '/sguide/detail', '/rdrnos/create',
  '/rdrnos/password', '/rdrnos/detail', '/rdrnos/modifyreadderinfo', '/rdrnos/qrcode',
  '/books/index', '/books/reserve', '/books/recommend', '/books/comments', '/books/collect',
  '/books/loanTop', '/opac/index', '/opac/result', '/opac/detail', '/message/index', '/message/add',
  '/wxloan', '/switch', '/address', '/CurFineList', '/points', '/mall', '/getgifts', '/qqmap',
  '/map/detail', '/e-resources', '/demo', '/aloud/index', '/alouddetail', '/aloudworks',
  '/readerphoto', '/sharephoto', '/photodetail',
];

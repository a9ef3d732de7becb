/**
 * Every in-app path (SPEC §2, and the app's own below it), named. No other file in src/ spells an in-app path: screens, stores,
 * the route table and the tab bar all use these names. Imports nothing.
 */
export const PATHS = {
  home: '/',
  apps: '/apps',
  bannerArticle: '/banner_article',
  agreement: '/usa',
  notice: '/notice',
  guide: '/sguide',
  guideDetail: '/sguide/detail',
  cardCreate: '/rdrnos/create',
  cards: '/rdrnos/index',
  bind: '/rdrnos/bind',
  cardPassword: '/rdrnos/password',
  cardDetail: '/rdrnos/detail',
  cardModify: '/rdrnos/modifyreadderinfo',
  cardQrcode: '/rdrnos/qrcode',
  loans: '/books/index',
  reserve: '/books/reserve',
  recommend: '/books/recommend',
  comments: '/books/comments',
  collect: '/books/collect',
  loanTop: '/books/loanTop',
  search: '/opac/index',
  searchResult: '/opac/result',
  bookDetail: '/opac/detail',
  messages: '/message/index',
  messageAdd: '/message/add',
  phoneLoan: '/wxloan',
  transfer: '/switch',
  user: '/userindex',
  address: '/address',
  fines: '/CurFineList',
  points: '/points',
  mall: '/mall',
  gifts: '/getgifts',
  map: '/qqmap',
  mapDetail: '/map/detail',
  eResources: '/e-resources',
  aloudUpload: '/demo',
  aloud: '/aloud/index',
  aloudDetail: '/alouddetail',
  aloudWorks: '/aloudworks',
  photos: '/readerphoto',
  photoShare: '/sharephoto',
  photoDetail: '/photodetail',
  // Not in SPEC: events and study spaces (docs/DECISIONS.md, "Events and study spaces").
  events: '/events',
  eventDetail: '/events/detail',
  myEvents: '/events/mine',
  spaces: '/spaces',
  spaceDetail: '/spaces/detail',
  mySpaces: '/spaces/mine',
} as const;

export type PathName = keyof typeof PATHS;
export type AppPath = (typeof PATHS)[PathName];

/** The path a route-name test (SPEC's guard list) calls it: '/' is 'home', others lose their slashes. */
export const routeName = (path: string) => (path === PATHS.home ? 'home' : path.replace(/\//g, ''));

/** An article's page (详情): notices and banners open it. */
export const articlePath = (id: number) => `${PATHS.bannerArticle}?id=${id}`;

/** The bind page, coming back to `back` (an in-app path with its query) once a card is bound. */
export const bindPath = (back: string) => `${PATHS.bind}?redirect_url=${encodeURIComponent(back)}`;

/** An event's page (活动详情): notices, banners and 我的活动 open it. */
export const eventPath = (id: number) => `${PATHS.eventDetail}?id=${id}`;
/** A space's day of slots (空间详情), on `date` when given. */
export const spacePath = (id: number, date?: string) => `${PATHS.spaceDetail}?id=${id}${date ? `&date=${date}` : ''}`;

/** The home grid's services as seeded: names, links, groups, icons (seed/services.ts seeds them). */
import type { GlyphName } from '../icons.js';

export interface ServiceDef {
  name: string;
  url: string;
  group: string;
  glyph: GlyphName;
  colors: [string, string];
  /** 0 hidden. */
  status?: number;
}

export const SERVICES: ServiceDef[] = [
  { group: '读者服务', name: '图书检索', url: '/opac/index', glyph: 'search', colors: ['#4f8cff', '#2f6bea'] },
  { group: '读者服务', name: '借阅信息', url: '/books/index', glyph: 'book', colors: ['#36c98e', '#1fa672'] },
  { group: '读者服务', name: '预约预借', url: '/books/reserve', glyph: 'clock', colors: ['#ffb13d', '#f28c16'] },
  { group: '读者服务', name: '我的读者证', url: '/rdrnos/index', glyph: 'card', colors: ['#7b6cff', '#5a48e8'] },
  { group: '读者服务', name: '手机借书', url: '/wxloan', glyph: 'phone', colors: ['#21b8d6', '#1193b5'] },
  { group: '读者服务', name: '图书转借', url: '/switch', glyph: 'swap', colors: ['#ff7a6b', '#e8533f'] },
  { group: '读者服务', name: '财经记录', url: '/CurFineList', glyph: 'yen', colors: ['#f5c12e', '#dd9d05'] },
  {
    group: '读者服务',
    name: '在线办证',
    url: '/rdrnos/create',
    glyph: 'plus',
    colors: ['#9aa5b8', '#76839a'],
    status: 0,
  },
  { group: '发现', name: '图书推荐', url: '/books/recommend', glyph: 'star', colors: ['#ff6f9c', '#e6457a'] },
  { group: '发现', name: '借阅排行', url: '/books/loanTop', glyph: 'chart', colors: ['#5ccf5a', '#37a935'] },
  { group: '发现', name: '通知公告', url: '/notice', glyph: 'megaphone', colors: ['#ff9442', '#ea6c12'] },
  { group: '发现', name: '服务指南', url: '/sguide', glyph: 'info', colors: ['#3fa7ff', '#1c82e0'] },
  { group: '发现', name: '读者留言', url: '/message/index', glyph: 'chat', colors: ['#a36bff', '#7f45e6'] },
  { group: '活动', name: '活动报名', url: '/events', glyph: 'calendar', colors: ['#ff9f45', '#e8791c'] },
  { group: '活动', name: '朗读比赛', url: '/aloud/index', glyph: 'mic', colors: ['#ff5d5d', '#d93a3a'] },
  { group: '活动', name: '读者晒图', url: '/readerphoto', glyph: 'camera', colors: ['#18c2b0', '#0b9e8f'] },
  { group: '活动', name: '积分商城', url: '/mall', glyph: 'gift', colors: ['#ff8fb1', '#f2628d'] },
  { group: '场馆', name: '图书馆城', url: '/qqmap', glyph: 'pin', colors: ['#38b6ff', '#168fdc'] },
  { group: '场馆', name: '空间预约', url: '/spaces', glyph: 'door', colors: ['#2fb9a4', '#16927f'] },
  { group: '场馆', name: '电子资源', url: '/e-resources', glyph: 'globe', colors: ['#6c7bff', '#4655e0'] },
];

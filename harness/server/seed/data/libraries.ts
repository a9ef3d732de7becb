/** The libraries and reader types of the library system's dictionaries, and each library's hours, note, introduction, services and floors (seed/library.ts and seed/libraryDetails.ts write them). */
import type { LibraryFloor, OpeningHours } from '../../../../src/api/contract/index.js';

export interface LibraryDetails {
  hours: (OpeningHours | null)[];
  hoursnote: string;
  intro: string;
  services: string[];
  floors: LibraryFloor[];
}

const day = (open: string, close: string): OpeningHours => ({ open, close });

export const LIBRARY_DETAILS: Record<string, LibraryDetails> = {
  SXLIB: {
    // 周一闭馆 (Monday closed), as most city libraries in China.
    hours: [day('09:00', '21:00'), null, ...Array.from({ length: 5 }, () => day('09:00', '21:00'))],
    hoursnote: '每周一闭馆（法定节假日除外）；节假日开放时间以通知公告为准。',
    intro:
      '书香市图书馆是市级综合性公共图书馆，馆舍面积 3.2 万平方米，藏书 260 余万册，设阅览座位 2,000 余个，免费向公众开放。',
    services: ['借还图书', '自助借还', '读者证办理', '预约取书', '电子阅览', '自习室', '无障碍服务', '讲座展览'],
    floors: [
      { floor: 'B1', name: '密集书库、读者停车场' },
      { floor: '1F', name: '总服务台、自助借还区、新书展示、报刊阅览' },
      { floor: '2F', name: '社科图书借阅区、地方文献' },
      { floor: '3F', name: '文学艺术图书借阅区、视听室' },
      { floor: '4F', name: '自习室、报告厅、展览厅' },
    ],
  },
  'SXLIB-CN': {
    hours: [day('09:00', '17:00'), ...Array.from({ length: 5 }, () => day('09:00', '20:00')), day('09:00', '17:00')],
    hoursnote: '周末及法定节假日 09:00–17:00。',
    intro: '城南分馆位于南湖路社区文化中心二层，以生活、旅游和少儿读物为特色，设 24 小时自助还书机。',
    services: ['借还图书', '自助借还', '24小时还书', '预约取书', '亲子阅读区'],
    floors: [
      { floor: '1F', name: '24小时还书机、社区服务台' },
      { floor: '2F', name: '借阅区、亲子阅读区、阅览座位' },
    ],
  },
  'SXLIB-HX': {
    hours: [day('09:00', '17:00'), ...Array.from({ length: 5 }, () => day('08:30', '20:30')), day('09:00', '17:00')],
    hoursnote: '工作日延时开放至 20:30，方便下班后借还。',
    intro: '河西分馆紧邻滨河公园，以科技、经管图书和期刊为特色，提供创客空间和研讨室预约。',
    services: ['借还图书', '自助借还', '预约取书', '研讨室预约', '创客空间', '电子阅览'],
    floors: [
      { floor: '1F', name: '借阅区、期刊阅览、自助借还' },
      { floor: '2F', name: '创客空间、研讨室' },
      { floor: '3F', name: '电子阅览室' },
    ],
  },
  'SXLIB-ET': {
    // Children's library: after school on weekdays, all day at the weekend, closed on Mondays.
    hours: [
      day('09:00', '17:00'),
      null,
      ...Array.from({ length: 4 }, () => day('14:00', '18:00')),
      day('09:00', '17:00'),
    ],
    hoursnote: '周二至周五下午开放，寒暑假期间每天 09:00–17:00（周一闭馆）。',
    intro: '书香市少年儿童图书馆为 0–16 岁少年儿童及家长服务，藏有绘本、少儿读物 40 余万册，定期举办绘本故事会。',
    services: ['借还图书', '少儿读者证办理', '绘本阅读', '故事会', '亲子活动'],
    floors: [
      { floor: '1F', name: '低幼绘本区、亲子阅读区' },
      { floor: '2F', name: '少儿图书借阅区、故事屋' },
    ],
  },
};

export const LIBRARIES = [
  {
    code: 'SXLIB',
    name: '书香市图书馆',
    address: '书香市文华路1号',
    phone: '0571-88000001',
    latitude: 30.274085,
    longitude: 120.15507,
  },
  {
    code: 'SXLIB-CN',
    name: '书香市图书馆城南分馆',
    address: '书香市城南区南湖路88号',
    phone: '0571-88000002',
    latitude: 30.245113,
    longitude: 120.170374,
  },
  {
    code: 'SXLIB-HX',
    name: '书香市图书馆河西分馆',
    address: '书香市河西区滨河大道216号',
    phone: '0571-88000003',
    latitude: 30.281541,
    longitude: 120.121892,
  },
  {
    code: 'SXLIB-ET',
    name: '书香市少年儿童图书馆',
    address: '书香市文华路3号',
    phone: '0571-88000004',
    latitude: 30.275302,
    longitude: 120.157841,
  },
];

/** Loan limit (items), loan period (days), renewals, reservations, deposit (cents). */
export const RDRTYPES = [
  {
    code: 'PT',
    name: '普通读者',
    loanlimit: 10,
    loandays: 30,
    renewlimit: 1,
    reservelimit: 3,
    deposit: 10000,
    online: 1,
    guardian: 0,
  },
  {
    code: 'XS',
    name: '学生读者',
    loanlimit: 15,
    loandays: 30,
    renewlimit: 2,
    reservelimit: 5,
    deposit: 5000,
    online: 1,
    guardian: 0,
  },
  {
    code: 'SE',
    name: '少儿读者',
    loanlimit: 5,
    loandays: 21,
    renewlimit: 1,
    reservelimit: 2,
    deposit: 5000,
    online: 1,
    guardian: 1,
  },
  // Issued at the desk only: not offered online, and refused if sent.
  {
    code: 'VIP',
    name: 'VIP读者',
    loanlimit: 30,
    loandays: 60,
    renewlimit: 3,
    reservelimit: 10,
    deposit: 0,
    online: 0,
    guardian: 0,
  },
];

/**
 * The libraries' shelf locations. Codes are unique across libraries (the locations table keys on
 * them); a branch's codes carry the branch.
 */
export const LOCATIONS: { code: string; name: string; libcode: string }[] = [
  { code: 'ZWJY', name: '中文图书借阅区', libcode: 'SXLIB' },
  { code: 'SKTS', name: '社科图书区', libcode: 'SXLIB' },
  { code: 'ZRKX', name: '自然科学图书区', libcode: 'SXLIB' },
  { code: 'WXTS', name: '文学图书区', libcode: 'SXLIB' },
  { code: 'WWTS', name: '外文图书区', libcode: 'SXLIB' },
  { code: 'SEYL', name: '少儿阅览室', libcode: 'SXLIB' },
  { code: 'XSZS', name: '新书展示区', libcode: 'SXLIB' },
  { code: 'MJSK', name: '密集书库', libcode: 'SXLIB' },
  { code: 'GJTS', name: '古籍与地方文献室', libcode: 'SXLIB' },
  { code: 'BKYL', name: '报刊阅览室', libcode: 'SXLIB' },
  { code: 'CN-ZW', name: '城南中文图书借阅区', libcode: 'SXLIB-CN' },
  { code: 'CN-WX', name: '城南文学图书区', libcode: 'SXLIB-CN' },
  { code: 'CN-SE', name: '城南少儿阅览室', libcode: 'SXLIB-CN' },
  { code: 'CN-BK', name: '城南报刊阅览室', libcode: 'SXLIB-CN' },
  { code: 'HX-ZW', name: '河西中文图书借阅区', libcode: 'SXLIB-HX' },
  { code: 'HX-SK', name: '河西社科图书区', libcode: 'SXLIB-HX' },
  { code: 'HX-ZK', name: '河西自然科学图书区', libcode: 'SXLIB-HX' },
  { code: 'HX-SE', name: '河西少儿阅览室', libcode: 'SXLIB-HX' },
  { code: 'HX-ZX', name: '河西自习室', libcode: 'SXLIB-HX' },
  { code: 'ET-SE', name: '少儿阅览室', libcode: 'SXLIB-ET' },
  { code: 'ET-HB', name: '绘本馆', libcode: 'SXLIB-ET' },
  { code: 'ET-KP', name: '少儿科普区', libcode: 'SXLIB-ET' },
];

/** The reader card: bind, the card list and the card services. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const cardsRoutes: RouteSpec[] = [
  { path: PATHS.cardCreate, title: '读者证', public: true, load: () => import('./ApplyScreen') },
  { path: PATHS.cards, title: '我的读者证', load: () => import('./CardsScreen') },
  { path: PATHS.bind, title: '添加', public: true, keepAlive: false, load: () => import('./BindScreen') },
  {
    path: PATHS.cardPassword,
    title: '修改密码',
    private: true,
    keepAlive: false,
    load: () => import('./PasswordScreen'),
  },
  { path: PATHS.cardDetail, title: '卡证详情', private: true, keepAlive: false, load: () => import('./DetailScreen') },
  { path: PATHS.cardModify, title: '修改读者证信息', private: true, load: () => import('./ModifyInfoScreen') },
  {
    path: PATHS.cardQrcode,
    title: '读者证二维码',
    private: true,
    keepAlive: false,
    load: () => import('./QrcodeScreen'),
  },
];

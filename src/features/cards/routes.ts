/** The reader card: bind, the card list and the card services. */
import { PATHS } from '../../router/paths';
import type { RouteSpec } from '../../router/types';

export const cardsRoutes: RouteSpec[] = [
  { path: PATHS.cardCreate, private: false, title: '读者证', public: true, load: () => import('./ApplyScreen') },
  { path: PATHS.cards, private: true, title: '我的读者证', load: () => import('./CardsScreen') },
  {
    path: PATHS.bind,
    private: true,
    title: '添加',
    public: true,
    keepAlive: false,
    load: () => import('./BindScreen'),
  },
  {
    path: PATHS.cardPassword,
    private: true,
    title: '修改密码',
    keepAlive: false,
    load: () => import('./PasswordScreen'),
  },
  { path: PATHS.cardDetail, private: true, title: '卡证详情', keepAlive: false, load: () => import('./DetailScreen') },
  { path: PATHS.cardModify, private: true, title: '修改读者证信息', load: () => import('./ModifyInfoScreen') },
  {
    path: PATHS.cardQrcode,
    private: true,
    title: '读者证二维码',
    keepAlive: false,
    load: () => import('./QrcodeScreen'),
  },
];

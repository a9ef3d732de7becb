/**
 * /v1/favorite/*: the books a WeChat user keeps as favourites (图书收藏). A platform service, kept
 * by openid: a reader without a card may keep favourites too (the page is public). Every call
 * names the session's `openid`.
 */
import type { BibRow } from './catalogue';
import type { PageParams } from './loans';

/** favorite/list: the user's favourites, the most recently saved first. */
export interface FavoriteListParams extends PageParams {
  openid: string;
  authorizer_appid?: string;
}

export interface FavoriteRow extends BibRow {
  /** Saved at, 'YYYY-MM-DD HH:mm' (China time). */
  collecttime: string;
}

/** favorite/status: whether the user keeps this title. */
export interface FavoriteParams {
  openid: string;
  bookrecno: number | string;
  authorizer_appid?: string;
}

export interface FavoriteStatus {
  bookrecno: number;
  collected: boolean;
}

/**
 * favorite/save and favorite/del take FavoriteParams and answer FavoriteStatus (收藏成功 /
 * 已取消收藏). Both are idempotent: saving a kept title or removing one not kept succeeds.
 */
export type FavoriteChange = FavoriteParams;

/** In-app addresses of published content. */
import { PATHS } from '../../router/paths';

export const articlePath = (id: number) => `${PATHS.bannerArticle}?id=${id}`;
export const guideEntryPath = (id: number) => `${PATHS.guideDetail}?id=${id}`;

/** In-app addresses of published content. */
import { PATHS } from '../../router/paths';

export { articlePath } from '../../router/paths';
export const guideEntryPath = (id: number) => `${PATHS.guideDetail}?id=${id}`;

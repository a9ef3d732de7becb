/** In-app addresses of the map's pages. */
import { PATHS } from '../../router/paths';

export const libraryPath = (code: string) => `${PATHS.mapDetail}?libcode=${encodeURIComponent(code)}`;

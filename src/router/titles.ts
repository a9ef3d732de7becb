/** Titles the shell needs beside the route table's own. */
import { config } from '../config';

export const HOME_TITLE_FALLBACK = '首页';
/** SPEC §2: the home page's title is the configured library name, else 首页. */
export const HOME_TITLE = config.libraryName || HOME_TITLE_FALLBACK;
export const NOT_FOUND_TITLE = '页面不存在';

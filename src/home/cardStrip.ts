/** What home's card strip says about the reader's card (shared by the app and the first screen). */
import type { ReaderBase, ReaderExtend } from '../api/contract';

export function stripText(base: ReaderBase | null, extra: ReaderExtend | null): { name: string; sub: string } {
  return {
    name: base?.name || '我的读者证',
    sub: extra ? `当前借阅 ${extra.loancount}/${extra.loanlimit} 本` : '查看借阅信息',
  };
}

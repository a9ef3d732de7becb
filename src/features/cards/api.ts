/** The card services of the library system (docs/API.md, "Card services"). */
import { elibGet, elibPost } from '../../api/elib';
import type {
  AddReaderRequest,
  CardParams,
  ModifyPasswordParams,
  ModifyReaderInfoRequest,
  ReaderQrcodeStateParams,
} from '../../api/contract';

export const addReader = (body: AddReaderRequest) => elibPost('addReader', body);
export const lostCard = (p: CardParams) => elibGet('lostCard', p);
export const cancelLostCard = (p: CardParams) => elibGet('cancelLostCard', p);
export const delayCard = (p: CardParams) => elibGet('delayCard', p);
/** SPEC lists it as GET: the passwords go in the query string (docs/DECISIONS.md, "Secrets in GET calls"). */
export const modifyPassword = (p: ModifyPasswordParams) => elibGet('modifyPassword', p);
export const modifyReaderInfo = (body: ModifyReaderInfoRequest) => elibPost('modifyReaderInfo', body);
export const getReaderQrcode = (p: CardParams) => elibGet('getReaderQrcode', p);
/** Whether the code on screen has let the reader through a gate (then a new one is shown). */
export const getReaderQrcodeState = (p: ReaderQrcodeStateParams) => elibGet('getReaderQrcodeState', p);

/** The card services of the library system (docs/API.md, "Card services"). */
import { elibGet, elibPost } from '../../api/elib';
import type {
  AddReaderRequest,
  CardParams,
  ModifyPasswordParams,
  ModifyReaderInfoRequest,
  ReaderBase,
  ReaderQrcode,
  ReaderQrcodeState,
  ReaderQrcodeStateParams,
} from '../../api/contract';

export const addReader = (body: AddReaderRequest) => elibPost<ReaderBase>('addReader', body);
export const lostCard = (p: CardParams) => elibGet<ReaderBase>('lostCard', p);
export const cancelLostCard = (p: CardParams) => elibGet<ReaderBase>('cancelLostCard', p);
export const delayCard = (p: CardParams) => elibGet<ReaderBase>('delayCard', p);
/** A password in a query string would end up in logs: sent as a body. */
export const modifyPassword = (p: ModifyPasswordParams) => elibPost<unknown>('modifyPassword', p);
export const modifyReaderInfo = (body: ModifyReaderInfoRequest) => elibPost<ReaderBase>('modifyReaderInfo', body);
export const getReaderQrcode = (p: CardParams) => elibGet<ReaderQrcode>('getReaderQrcode', p);
/** Whether the code on screen has let the reader through a gate (then a new one is shown). */
export const getReaderQrcodeState = (p: ReaderQrcodeStateParams) =>
  elibGet<ReaderQrcodeState>('getReaderQrcodeState', p);

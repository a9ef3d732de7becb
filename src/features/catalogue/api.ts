/** The catalogue in the library system (/v1/elib): search, record, copies, reserve, hot keys, new books. */
import type {
  AddReserveParams,
  BibParams,
  BibRecord,
  BibRow,
  BibSearchParams,
  CurReserve,
  HoldingRow,
  HoldingsParams,
  HotKey,
  HotKeyParams,
  LoanTopParams,
  LoanTopRow,
  NewBib,
  NewBibParams,
  ReaderSuggestionParams,
  RecommendBib,
  RecommendBibParams,
  RecommendCata,
  Suggestion,
  SuggestionRequest,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

export const listBib = (p: BibSearchParams) => elibGet<BibRow>('listBib', p);
export const bibPage = (p: BibParams) => elibGet<BibRecord>('bibPage', p);
export const listHoldings = (p: HoldingsParams) => elibGet<HoldingRow>('listHoldings', p);
export const addReserve = (p: AddReserveParams) => elibPost<CurReserve>('addReserve', p);
export const getHotSearckKey = (p: HotKeyParams) => elibGet<HotKey>('getHotSearckKey', p);
export const getNewBookTop = (p: NewBibParams) => elibGet<NewBib>('getNewBookTop', p);

// --- Loan ranking and recommendations (借阅排行, 图书推荐): RecommendStore / LoanTopStore.
export const listRdrBibloanTop = (p: LoanTopParams) => elibGet<LoanTopRow>('listRdrBibloanTop', p);
export const listRecommendcata = () => elibGet<RecommendCata>('listRecommendcata');
export const listRecommendbib = (p: RecommendBibParams) => elibGet<RecommendBib>('listRecommendbib', p);
export const recommendBookInsert = (p: SuggestionRequest) => elibPost<Suggestion>('recommendBookInsert', p);
export const listReaderRecommend = (p: ReaderSuggestionParams) => elibGet<Suggestion>('listReaderRecommend', p);

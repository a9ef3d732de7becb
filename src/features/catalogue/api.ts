/**
 * The catalogue in the library system (/v1/elib): search, record, copies, reserve, hot keys, new
 * books; and on the platform, favourites and comments.
 */
import type {
  AddReserveParams,
  BookComment,
  CommentDelRequest,
  CommentListParams,
  CommentSaveRequest,
  FavoriteChange,
  FavoriteListParams,
  FavoriteParams,
  FavoriteRow,
  FavoriteStatus,
  MyComment,
  MyCommentParams,
  Rows,
  BibParams,
  BibRecord,
  BibRow,
  BibSearchParams,
  CurReserve,
  CurReservesParams,
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
import { get, post } from '../../api/http';
import { type Platform, withAccount } from '../../api/platform';

export const listBib = (p: BibSearchParams) => elibGet<BibRow>('listBib', p);
export const bibPage = (p: BibParams) => elibGet<BibRecord>('bibPage', p);
export const listHoldings = (p: HoldingsParams) => elibGet<HoldingRow>('listHoldings', p);
export const addReserve = (p: AddReserveParams) => elibPost<CurReserve>('addReserve', p);
/** The card's reservations: 图书详情 shows 已预约 on a title the reader has one for. */
export const listRdrCurReserves = (p: CurReservesParams) => elibGet<CurReserve>('listRdrCurReserves', p);
export const getHotSearckKey = (p: HotKeyParams) => elibGet<HotKey>('getHotSearckKey', p);
export const getNewBookTop = (p: NewBibParams) => elibGet<NewBib>('getNewBookTop', p);

// --- Loan ranking and recommendations (借阅排行, 图书推荐): RecommendStore / LoanTopStore.
export const listRdrBibloanTop = (p: LoanTopParams) => elibGet<LoanTopRow>('listRdrBibloanTop', p);
export const listRecommendcata = () => elibGet<RecommendCata>('listRecommendcata');
export const listRecommendbib = (p: RecommendBibParams) => elibGet<RecommendBib>('listRecommendbib', p);
export const recommendBookInsert = (p: SuggestionRequest) => elibPost<Suggestion>('recommendBookInsert', p);
export const listReaderRecommend = (p: ReaderSuggestionParams) => elibGet<Suggestion>('listReaderRecommend', p);

// --- favourites and comments (platform calls: they carry the account id themselves)

export const favoriteList = (p: FavoriteListParams): Platform<Rows<FavoriteRow>> =>
  get('/v1/favorite/list', withAccount(p));
export const favoriteStatus = (p: FavoriteParams): Platform<FavoriteStatus> =>
  get('/v1/favorite/status', withAccount(p));
export const saveFavorite = (p: FavoriteChange): Platform<FavoriteStatus> => post('/v1/favorite/save', withAccount(p));
export const deleteFavorite = (p: FavoriteChange): Platform<FavoriteStatus> => post('/v1/favorite/del', withAccount(p));

export const commentList = (p: CommentListParams): Platform<Rows<BookComment>> =>
  get('/v1/comment/list', withAccount(p));
export const myComments = (p: MyCommentParams): Platform<Rows<MyComment>> => get('/v1/comment/mine', withAccount(p));
export const saveComment = (p: CommentSaveRequest): Platform<BookComment> => post('/v1/comment/save', withAccount(p));
export const deleteComment = (p: CommentDelRequest): Platform<null> => post('/v1/comment/del', withAccount(p));

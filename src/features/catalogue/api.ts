/**
 * The catalogue in the library system (/v1/elib): search, record, copies, reserve, hot keys, new
 * books; and on the platform, favourites and comments.
 */
import type {
  AddReserveParams,
  CommentDelRequest,
  CommentListParams,
  CommentSaveRequest,
  FavoriteChange,
  FavoriteListParams,
  FavoriteParams,
  MyCommentParams,
  BibParams,
  BibSearchParams,
  CurReservesParams,
  HoldingsParams,
  HotKeyParams,
  LoanTopParams,
  NewBibParams,
  ReaderSuggestionParams,
  RecommendBibParams,
  SuggestionRequest,
} from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';
import { get, post } from '../../api/http';
import { withAccount } from '../../api/platform';

export const listBib = (p: BibSearchParams) => elibGet('listBib', p);
export const bibPage = (p: BibParams) => elibGet('bibPage', p);
export const listHoldings = (p: HoldingsParams) => elibGet('listHoldings', p);
export const addReserve = (p: AddReserveParams) => elibGet('addReserve', p);
/** The card's reservations: 图书详情 shows 已预约 on a title the reader has one for. */
export const listRdrCurReserves = (p: CurReservesParams) => elibGet('listRdrCurReserves', p);
export const getHotSearckKey = (p: HotKeyParams) => elibGet('getHotSearckKey', p);
/** The 新书上架 strip on 图书检索: the first few, in one answer. */
export const getNewBookTop = (p: NewBibParams) => elibGet('getNewBookTop', p);
/** The whole list of new books, page by page (图书推荐's 新书上架). */
export const listNewBib = (p: NewBibParams) => elibGet('listNewBib', p);

// --- Loan ranking and recommendations (借阅排行, 图书推荐): RecommendStore / LoanTopStore.
export const listRdrBibloanTop = (p: LoanTopParams) => elibGet('listRdrBibloanTop', p);
export const listRecommendcata = () => elibGet('listRecommendcata');
export const listRecommendbib = (p: RecommendBibParams) => elibGet('listRecommendbib', p);
export const recommendBookInsert = (p: SuggestionRequest) => elibPost('recommendBookInsert', p);
export const listReaderRecommend = (p: ReaderSuggestionParams) => elibGet('listReaderRecommend', p);

// --- favourites and comments (platform calls: they carry the account id themselves)

export const favoriteList = (p: FavoriteListParams) => get('/v1/favorite/list', withAccount(p));
export const favoriteStatus = (p: FavoriteParams) => get('/v1/favorite/status', withAccount(p));
export const saveFavorite = (p: FavoriteChange) => post('/v1/favorite/save', withAccount(p));
export const deleteFavorite = (p: FavoriteChange) => post('/v1/favorite/del', withAccount(p));

export const commentList = (p: CommentListParams) => get('/v1/comment/list', withAccount(p));
export const myComments = (p: MyCommentParams) => get('/v1/comment/mine', withAccount(p));
export const saveComment = (p: CommentSaveRequest) => post('/v1/comment/save', withAccount(p));
export const deleteComment = (p: CommentDelRequest) => post('/v1/comment/del', withAccount(p));

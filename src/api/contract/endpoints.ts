/**
 * The registry: every call between the app and the vendor backend, named once. For each, its
 * HTTP method (SPEC §7's, for the calls SPEC lists), what it takes and what it answers. The app's
 * wrappers (src/api/elib.ts, src/api/http.ts) and the harness's route registration
 * (harness/server/infra/endpoints.ts) both read it, so a call that drifts (its name, its method,
 * a parameter, a field of its answer) fails the type check on one side or the other, and the
 * harness answers any method not listed here with HTTP 405.
 *
 * - ELIB_CALLS: /v1/elib/<name>, the library system; the answer is the row type of
 *   `ElibResponse<Row>`. The SPEC name is the key, spelt as SPEC spells it (getHotSearckKey,
 *   ListReaderBonusLog).
 * - PLATFORM_CALLS: the vendor platform's own calls, by path; the answer is the `data` of
 *   `PlatformResponse<T>`.
 *
 * At run time an entry holds only its method: the parameter and answer types exist for the type
 * checker alone. docs/API.md describes each call in prose.
 */
import type { LoginData, LoginRequest } from './auth';
import type { AddressIdParams, AddressListParams, AddressSaveParams, Address } from './address';
import type {
  AloudWork,
  Contest,
  ContestListParams,
  MyWorksParams,
  WorkActionParams,
  WorkIdParams,
  WorkListParams,
  WorkUploadFields,
} from './aloud';
import type { CurLoan } from './loans';
import type { LoanBookParams, LoanCheck, LoanCheckParams } from './borrow';
import type {
  AddReaderRequest,
  CardParams,
  ModifyPasswordParams,
  ModifyReaderInfoRequest,
  ReaderQrcode,
  ReaderQrcodeState,
  ReaderQrcodeStateParams,
} from './cards';
import type {
  AddReserveParams,
  BibParams,
  BibRecord,
  BibRow,
  BibSearchParams,
  HoldingInfo,
  HoldingInfoParams,
  HoldingRow,
  HoldingsParams,
  HotKey,
  HotKeyParams,
  LoanTopParams,
  LoanTopRow,
  NewBib,
  NewBibParams,
} from './catalogue';
import type {
  BookComment,
  CommentDelRequest,
  CommentListParams,
  CommentSaveRequest,
  MyComment,
  MyCommentParams,
} from './comments';
import type {
  AgreementParams,
  Article,
  ArticleParams,
  Banner,
  BannerParams,
  EResourceCategory,
  EResourceParams,
  GuideCategory,
  GuideParams,
  Notice,
  NoticeParams,
} from './content';
import type { Rows } from './envelope';
import type {
  CancelSignupParams,
  EventCheckinParams,
  EventDetail,
  EventListParams,
  EventParams,
  EventSignup,
  EventSignupParams,
  LibraryEvent,
  MyEventsParams,
} from './events';
import type { FavoriteChange, FavoriteListParams, FavoriteParams, FavoriteRow, FavoriteStatus } from './favorites';
import type {
  CancelRedemptionParams,
  Gift,
  GiftCategory,
  GiftPageParams,
  ReaderGiftsParams,
  RedeemParams,
  Redemption,
} from './gifts';
import type { HunterRecord } from './hunter';
import type { LibraryInfo, LibraryInfoParams } from './libraries';
import type {
  CancelReserveParams,
  CirHistory,
  CirHistoryParams,
  CreateFineOrderParams,
  CurFine,
  CurFineParams,
  CurLoanParams,
  CurReserve,
  CurReservesParams,
  FineOrder,
  FineOrderParams,
  LoanInfo,
  LoanInfoParams,
  RenewParams,
  RenewResult,
} from './loans';
import type { Message, MessageAddParams, MessageListParams, PublicMessageParams } from './messages';
import type {
  AuthorizeParams,
  CodeExchangeData,
  CodeExchangeParams,
  SignatureData,
  SignatureParams,
  UserInfoRequest,
  WechatUser,
} from './offiaccount';
import type {
  MyPhotosParams,
  Photo,
  PhotoActionParams,
  PhotoAddParams,
  PhotoIdParams,
  PhotoListParams,
} from './photos';
import type { AddBonusParams, BonusLogParams, BonusLogRow, ParameterParams, PointRule } from './points';
import type { RdrnoBinding, RdrnoDelRequest, RdrnoListParams, RdrnoSaveRequest, RdrnoSelectRequest } from './rdrno';
import type {
  BindOpenidParams,
  CheckReaderParams,
  DictEntry,
  DictParams,
  ElibRdrnoParams,
  ReaderBase,
  ReaderByOpenidParams,
  ReaderExtend,
} from './readers';
import type {
  ReaderSuggestionParams,
  RecommendBib,
  RecommendBibParams,
  RecommendCata,
  Suggestion,
  SuggestionRequest,
} from './recommend';
import type { ServiceItem, ServiceListParams } from './service';
import type {
  BookingParams,
  BookSpaceParams,
  MyBookingsParams,
  Space,
  SpaceBooking,
  SpaceCheckinParams,
  SpaceDay,
  SpaceDayParams,
  SpaceListParams,
} from './spaces';
import type { SubscribeListParams, SubscribeSaveParams, Subscription } from './subscribe';
import type {
  CirculationParams,
  CirculationResult,
  ReleaseTransferParams,
  Transfer,
  TransferCodeParams,
  TransferLoan,
  TransferLoansParams,
  TransferOffer,
} from './transfer';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call: its method at run time; its parameters `P` and answer `A` for the type checker only
 * (the two optional fields are never set). A row type `never` means the call answers no rows.
 */
export interface Endpoint<M extends HttpMethod = HttpMethod, P = unknown, A = unknown> {
  readonly method: M;
  readonly params?: P;
  readonly answer?: A;
}

/** A call taking nothing but the account id the wrappers add. */
export interface AccountParams {
  authorizer_appid?: string;
}

const GET = <P, A>(): Endpoint<'GET', P, A> => ({ method: 'GET' });
const POST = <P, A>(): Endpoint<'POST', P, A> => ({ method: 'POST' });

/**
 * /v1/elib/<name>. SPEC §7 lists the method of most; the calls SPEC does not name (the app's
 * own: getReaderByOpenid, getDictionary, checkLoanBook, transfers' listing and withdrawal, fine
 * orders, gifts' listing and cancelling, the reader QR code, getLibraryInfo, listReaderRecommend,
 * events and study spaces)
 * read with GET and change with POST.
 */
export const ELIB_CALLS = {
  // Readers and cards (SPEC: GET).
  checkReader: GET<CheckReaderParams, ReaderBase>(),
  getReaderBaseInfo: GET<ElibRdrnoParams, ReaderBase>(),
  getReaderExtendInfo: GET<ElibRdrnoParams, ReaderExtend>(),
  lostCard: GET<CardParams, ReaderBase>(),
  cancelLostCard: GET<CardParams, ReaderBase>(),
  delayCard: GET<CardParams, ReaderBase>(),
  bindOpenid: GET<BindOpenidParams, never>(),
  unbindOpenid: GET<BindOpenidParams, never>(),
  modifyPassword: GET<ModifyPasswordParams, never>(),
  // Readers and cards (SPEC: POST).
  addReader: POST<AddReaderRequest, ReaderBase>(),
  modifyReaderInfo: POST<ModifyReaderInfoRequest, ReaderBase>(),
  // Not in SPEC.
  getReaderByOpenid: GET<ReaderByOpenidParams, ReaderBase>(),
  getDictionary: GET<DictParams, DictEntry>(),
  getReaderQrcode: GET<CardParams, ReaderQrcode>(),
  getReaderQrcodeState: GET<ReaderQrcodeStateParams, ReaderQrcodeState>(),
  getLibraryInfo: GET<LibraryInfoParams, LibraryInfo>(),

  // Loans, reservations, fines (SPEC: GET).
  listRdrCurLoan: GET<CurLoanParams, CurLoan>(),
  renewBook: GET<RenewParams, RenewResult>(),
  listCirHistory: GET<CirHistoryParams, CirHistory>(),
  getLoanInfoHistory: GET<LoanInfoParams, LoanInfo>(),
  listRdrCurReserves: GET<CurReservesParams, CurReserve>(),
  cancelReserve: GET<CancelReserveParams, never>(),
  listRdrCurFine: GET<CurFineParams, CurFine>(),
  // Not in SPEC: paying fines.
  createFineOrder: POST<CreateFineOrderParams, FineOrder>(),
  getFineOrder: GET<FineOrderParams, FineOrder>(),

  // The catalogue (SPEC: GET).
  listBib: GET<BibSearchParams, BibRow>(),
  bibPage: GET<BibParams, BibRecord>(),
  listHoldings: GET<HoldingsParams, HoldingRow>(),
  getHoldingInfo: GET<HoldingInfoParams, HoldingInfo>(),
  addReserve: GET<AddReserveParams, CurReserve>(),
  getHotSearckKey: GET<HotKeyParams, HotKey>(),
  listNewBib: GET<NewBibParams, NewBib>(),
  getNewBookTop: GET<NewBibParams, NewBib>(),
  listRdrBibloanTop: GET<LoanTopParams, LoanTopRow>(),
  listRecommendcata: GET<AccountParams, RecommendCata>(),
  listRecommendbib: GET<RecommendBibParams, RecommendBib>(),
  // SPEC: POST.
  recommendBookInsert: POST<SuggestionRequest, Suggestion>(),
  // Not in SPEC.
  listReaderRecommend: GET<ReaderSuggestionParams, Suggestion>(),

  // Borrowing with the phone (SPEC: POST loanBook; checkLoanBook not in SPEC).
  checkLoanBook: GET<LoanCheckParams, LoanCheck>(),
  loanBook: POST<LoanBookParams, CurLoan>(),

  // Transfers (SPEC: POST; listTransferLoans and cancelCirculation not in SPEC).
  listTransferLoans: GET<TransferLoansParams, TransferLoan>(),
  releaseTransferLoanList: POST<ReleaseTransferParams, Transfer>(),
  createCirculation: POST<TransferCodeParams, Transfer>(),
  cancelCirculation: POST<TransferCodeParams, Transfer>(),
  applyCirculation: POST<CirculationParams, TransferOffer>(),
  doCirculation: POST<CirculationParams, CirculationResult>(),

  // Points and gifts (SPEC: POST, getParameter GET; getReaderGiftList, cancelGiftOrder not in SPEC).
  ListReaderBonusLog: POST<BonusLogParams, BonusLogRow>(),
  addReaderBonusLog: POST<AddBonusParams, BonusLogRow>(),
  getParameter: GET<ParameterParams, PointRule>(),
  giftList: POST<AccountParams, GiftCategory>(),
  getGiftPage: POST<GiftPageParams, Gift>(),
  getGiftInsert: POST<RedeemParams, Redemption>(),
  getReaderGiftList: GET<ReaderGiftsParams, Redemption>(),
  cancelGiftOrder: POST<CancelRedemptionParams, Redemption>(),

  // Events (not in SPEC).
  listEvent: GET<EventListParams, LibraryEvent>(),
  getEvent: GET<EventParams, EventDetail>(),
  eventSignup: POST<EventSignupParams, EventSignup>(),
  cancelEventSignup: POST<CancelSignupParams, EventSignup>(),
  listMyEvent: GET<MyEventsParams, EventSignup>(),
  eventCheckin: POST<EventCheckinParams, EventSignup>(),

  // Study spaces (not in SPEC).
  listSpace: GET<SpaceListParams, Space>(),
  getSpaceDay: GET<SpaceDayParams, SpaceDay>(),
  bookSpace: POST<BookSpaceParams, SpaceBooking>(),
  listMySpaceBooking: GET<MyBookingsParams, SpaceBooking>(),
  cancelSpaceBooking: POST<BookingParams, SpaceBooking>(),
  spaceCheckin: POST<SpaceCheckinParams, SpaceBooking>(),
  leaveSpace: POST<BookingParams, SpaceBooking>(),
} as const satisfies Record<string, Endpoint>;

/**
 * The platform's calls, by path under /api. SPEC §7 lists /v1/auth, /v1/service,
 * /v1/offiaccount, /v1/hunter and /v1/rdrno; the rest are the app's own services.
 */
export const PLATFORM_CALLS = {
  '/v1/auth/login': POST<LoginRequest, LoginData>(),
  '/v1/service/list': GET<ServiceListParams, Rows<ServiceItem>>(),
  '/v1/hunter/save': POST<HunterRecord, { id: number }>(),

  '/v1/offiaccount/authorize': GET<AuthorizeParams, string>(),
  '/v1/offiaccount/component_code_access_token': GET<CodeExchangeParams, CodeExchangeData>(),
  '/v1/offiaccount/signature': GET<SignatureParams, SignatureData>(),
  '/v1/offiaccount/snsapi_userinfo': POST<UserInfoRequest, WechatUser>(),

  '/v1/rdrno/list': GET<RdrnoListParams, Rows<RdrnoBinding>>(),
  '/v1/rdrno/save': POST<RdrnoSaveRequest, RdrnoBinding>(),
  '/v1/rdrno/select': POST<RdrnoSelectRequest, RdrnoBinding>(),
  '/v1/rdrno/del': POST<RdrnoDelRequest, null>(),

  '/v1/favorite/list': GET<FavoriteListParams, Rows<FavoriteRow>>(),
  '/v1/favorite/status': GET<FavoriteParams, FavoriteStatus>(),
  '/v1/favorite/save': POST<FavoriteChange, FavoriteStatus>(),
  '/v1/favorite/del': POST<FavoriteChange, FavoriteStatus>(),

  '/v1/comment/list': GET<CommentListParams, Rows<BookComment>>(),
  '/v1/comment/mine': GET<MyCommentParams, Rows<MyComment>>(),
  '/v1/comment/save': POST<CommentSaveRequest, BookComment>(),
  '/v1/comment/del': POST<CommentDelRequest, null>(),

  '/v1/address/list': GET<AddressListParams, Rows<Address>>(),
  '/v1/address/save': POST<AddressSaveParams, Address>(),
  '/v1/address/default': POST<AddressIdParams, Address>(),
  '/v1/address/del': POST<AddressIdParams, { id: number }>(),

  '/v1/message/list': GET<MessageListParams, Rows<Message>>(),
  '/v1/message/public': GET<PublicMessageParams, Rows<Message>>(),
  '/v1/message/add': POST<MessageAddParams, Message>(),

  '/v1/subscribe/list': GET<SubscribeListParams, Subscription[]>(),
  '/v1/subscribe/save': POST<SubscribeSaveParams, Subscription[]>(),

  '/v1/photo/list': GET<PhotoListParams, Rows<Photo>>(),
  '/v1/photo/mine': GET<MyPhotosParams, Rows<Photo>>(),
  '/v1/photo/detail': GET<PhotoIdParams, Photo>(),
  '/v1/photo/add': POST<PhotoAddParams, Photo>(),
  '/v1/photo/like': POST<PhotoActionParams, Photo>(),
  '/v1/photo/del': POST<PhotoActionParams, { id: number }>(),

  '/v1/aloud/contests': GET<ContestListParams, Rows<Contest>>(),
  '/v1/aloud/works': GET<WorkListParams, Rows<AloudWork>>(),
  '/v1/aloud/work': GET<WorkIdParams, AloudWork>(),
  '/v1/aloud/mine': GET<MyWorksParams, Rows<AloudWork>>(),
  /** Multipart: these fields and the audio as `file` (src/api/http.ts `upload`). */
  '/v1/aloud/upload': POST<WorkUploadFields & { file: Blob }, AloudWork>(),
  '/v1/aloud/vote': POST<WorkActionParams, AloudWork>(),
  '/v1/aloud/play': POST<Pick<WorkActionParams, 'id' | 'authorizer_appid'> & { openid?: string }, AloudWork>(),
  '/v1/aloud/del': POST<WorkActionParams, { id: number }>(),

  // Public: no token needed.
  '/v1/content/banners': GET<BannerParams, Banner[]>(),
  '/v1/content/notices': GET<NoticeParams, Rows<Notice>>(),
  '/v1/content/article': GET<ArticleParams, Article>(),
  '/v1/content/agreement': GET<AgreementParams, Article>(),
  '/v1/content/guide': GET<GuideParams, GuideCategory[]>(),
  '/v1/content/eresources': GET<EResourceParams, EResourceCategory[]>(),
} as const satisfies Record<string, Endpoint>;

// --- what the wrappers on either side read

type ElibCalls = typeof ELIB_CALLS;
type PlatformCalls = typeof PLATFORM_CALLS;

/** A library-system call's name (`M`: only those sent with that method). */
export type ElibName<M extends HttpMethod = HttpMethod> = {
  [N in keyof ElibCalls]: ElibCalls[N]['method'] extends M ? N : never;
}[keyof ElibCalls];

/** A platform call's path (`M`: only those sent with that method). */
export type PlatformPath<M extends HttpMethod = HttpMethod> = {
  [P in keyof PlatformCalls]: PlatformCalls[P]['method'] extends M ? P : never;
}[keyof PlatformCalls];

type ParamsOf<E> = E extends Endpoint<HttpMethod, infer P, unknown> ? P : never;
type AnswerOf<E> = E extends Endpoint<HttpMethod, unknown, infer A> ? A : never;

/** The method the registry lists for a call. */
export type ElibMethod<N extends ElibName> = ElibCalls[N]['method'];
export type PlatformMethod<P extends PlatformPath> = PlatformCalls[P]['method'];

export type ElibParams<N extends ElibName> = ParamsOf<ElibCalls[N]>;
/** The row type of the call's `ElibResponse<Row>`. */
export type ElibRow<N extends ElibName> = AnswerOf<ElibCalls[N]>;
export type PlatformParams<P extends PlatformPath> = ParamsOf<PlatformCalls[P]>;
/** The `data` of the call's `PlatformResponse<T>`. */
export type PlatformData<P extends PlatformPath> = AnswerOf<PlatformCalls[P]>;

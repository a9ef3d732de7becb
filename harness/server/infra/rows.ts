/**
 * The row of every table, as the migrations leave it (schema/): one interface per table, used
 * with infra/db.ts's typed statements (a query naming fewer columns takes a Pick of one).
 * Generated from the schema by test/harness/rows.test.ts, which fails when the two differ:
 * ROWS_WRITE=1 writes it afresh. A primary key is taken as never null.
 */

/** A row of `access_tokens`. */
export interface AccessTokenRow {
  token: string;
  appid: string;
  openid: string;
  scope: string;
  expires_at: number;
}

/** A row of `addresses`. */
export interface AddressRow {
  id: number;
  openid: string;
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postalcode: string;
  isdefault: number;
  created_at: number;
}

/** A row of `articles`. */
export interface ArticleRow {
  id: number;
  kind: string;
  title: string;
  html: string;
  summary: string;
  source: string;
  published_at: number;
  pinned: number;
  category: string;
  sortnum: number;
  readcount: number;
  withdrawn: number;
}

/** A row of `banners`. */
export interface BannerRow {
  id: number;
  title: string;
  image: string;
  articleid: number | null;
  path: string;
  sortnum: number;
}

/** A row of `bib_dirty`. */
export interface BibDirtyRow {
  bookrecno: number;
}

/** A row of `bib_seq`. */
export interface BibSeqRow {
  seq: number;
  bookrecno: number;
}

/** A row of `books`. */
export interface BookRow {
  bookrecno: number;
  title: string;
  author: string;
  publisher: string;
  pubdate: string;
  isbn: string;
  classno: string;
  callno: string;
  price: number;
  pages: number;
  subject: string;
  summary: string;
  catalogdate: string;
}

/** A row of `comments`. */
export interface CommentRow {
  id: number;
  bookrecno: number;
  rdrno: string;
  content: string;
  created_at: number;
}

/** A row of `contests`. */
export interface ContestRow {
  id: number;
  title: string;
  summary: string;
  rules: string;
  prizes: string;
  startdate: string;
  enddate: string;
  minseconds: number;
  maxseconds: number;
  maxentries: number;
  sortnum: number;
}

/** A row of `eresource_categories`. */
export interface EresourceCategoryRow {
  code: string;
  name: string;
  sortnum: number;
}

/** A row of `eresources`. */
export interface EresourceRow {
  id: number;
  category: string;
  name: string;
  description: string;
  access: string;
  howto: string;
  url: string;
  sortnum: number;
}

/** A row of `event_signups`. */
export interface EventSignupRow {
  id: number;
  eventid: number;
  openid: string;
  rdrno: string;
  name: string;
  state: string;
  created_at: number;
  promoted_at: number | null;
  checked_at: number | null;
  closed_at: number | null;
}

/** A row of `events`. */
export interface EventRow {
  eventid: number;
  libcode: string;
  kind: string;
  title: string;
  speaker: string;
  summary: string;
  content: string;
  place: string;
  color: string;
  starttime: number;
  endtime: number;
  capacity: number;
  waitlimit: number;
  audience: string;
  agemin: number | null;
  agemax: number | null;
  signupstart: number;
  signupend: number;
  state: string;
  cancelreason: string;
  published_at: number;
  cancelled_at: number | null;
}

/** A row of `favorites`. */
export interface FavoriteRow {
  openid: string;
  bookrecno: number;
  created_at: number;
}

/** A row of `fine_order_items`. */
export interface FineOrderItemRow {
  orderid: string;
  fineid: number;
}

/** A row of `fine_orders`. */
export interface FineOrderRow {
  orderid: string;
  rdrno: string;
  amount: number;
  state: string;
  prepayid: string;
  created_at: number;
  paid_at: number | null;
  closed_at: number | null;
}

/** A row of `fines`. */
export interface FineRow {
  id: number;
  rdrno: string;
  barcode: string;
  amount: number;
  reason: string;
  createdate: string;
  paid: number;
  loanid: number | null;
  days: number;
  paiddate: string | null;
  orderid: string | null;
}

/** A row of `gift_cata`. */
export interface GiftCataRow {
  cataid: number;
  name: string;
  sortnum: number;
}

/** A row of `gifts`. */
export interface GiftRow {
  giftid: number;
  cataid: number;
  name: string;
  summary: string;
  points: number;
  stock: number;
  startdate: string;
  enddate: string;
  perreader: number;
  delivery: string;
  withdrawn: number;
  color: string;
  sortnum: number;
}

/** A row of `guide_categories`. */
export interface GuideCategoryRow {
  code: string;
  name: string;
  sortnum: number;
}

/** A row of `holdings`. */
export interface HoldingRow {
  barcode: string;
  bookrecno: number;
  libcode: string;
  curlib: string;
  curlocal: string;
  state: number;
  callno: string;
}

/** A row of `hunter`. */
export interface HunterRow {
  id: number;
  name: string;
  type: string;
  url: string;
  authorizer_appid: string;
  libcode: string;
  created_at: number;
}

/** A row of `jsapi_tickets`. */
export interface JsapiTicketRow {
  appid: string;
  ticket: string;
}

/** A row of `libraries`. */
export interface LibraryRow {
  code: string;
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  sortnum: number;
  hours: string;
  hoursnote: string;
  intro: string;
  services: string;
  floors: string;
  pickupshelf: string;
}

/** A row of `loans`. */
export interface LoanRow {
  id: number;
  rdrno: string;
  barcode: string;
  bookrecno: number;
  loandate: string;
  returndate: string;
  renewcount: number;
  libcode: string;
  returned_at: string | null;
  lentvia: string;
  returnedvia: string | null;
}

/** A row of `locations`. */
export interface LocationRow {
  code: string;
  name: string;
  libcode: string;
  sortnum: number;
}

/** A row of `media`. */
export interface MediaRow {
  id: string;
  data: Buffer;
  mime: string;
  created_at: number;
}

/** A row of `media_files`. */
export interface MediaFileRow {
  id: string;
  kind: string;
  owner: number;
  seq: number;
  data: Buffer;
  mime: string;
  created_at: number;
}

/** A row of `messages`. */
export interface MessageRow {
  id: number;
  openid: string;
  rdrno: string;
  name: string;
  category: string;
  content: string;
  nonce: string;
  created_at: number;
  reply: string;
  replied_at: number | null;
  public: number;
}

/** A row of `meta`. */
export interface MetaRow {
  key: string;
  value: string;
}

/** A row of `oauth_codes`. */
export interface OauthCodeRow {
  code: string;
  appid: string;
  openid: string;
  scope: string;
  state: string;
  expires_at: number;
  used_at: number | null;
}

/** A row of `oauth_states`. */
export interface OauthStateRow {
  state: string;
  appid: string;
  created_at: number;
}

/** A row of `password_failures`. */
export interface PasswordFailureRow {
  id: number;
  subject: string;
  at: number;
}

/** A row of `photo_likes`. */
export interface PhotoLikeRow {
  photo_id: number;
  openid: string;
  created_at: number;
}

/** A row of `photos`. */
export interface PhotoRow {
  id: number;
  openid: string;
  rdrno: string;
  name: string;
  topic: string;
  text: string;
  nonce: string;
  created_at: number;
  state: string;
  reason: string;
  reviewed_at: number | null;
  likes: number;
}

/** A row of `points_log`. */
export interface PointsLogRow {
  id: number;
  rdrno: string;
  points: number;
  reason: string;
  createdate: string;
  kind: string;
  ref: string | null;
}

/** A row of `qrcode_uses`. */
export interface QrcodeUseRow {
  payload: string;
  rdrno: string;
  used_at: number;
}

/** A row of `rdrno_bindings`. */
export interface RdrnoBindingRow {
  id: number;
  openid: string;
  rdrno: string;
  password_hash: string;
  libcode: string;
  remark: string;
  selected: number;
  authorizer_appid: string;
  created_at: number;
}

/** A row of `rdrtypes`. */
export interface RdrtypeRow {
  code: string;
  name: string;
  loanlimit: number;
  loandays: number;
  renewlimit: number;
  reservelimit: number;
  deposit: number;
  sortnum: number;
  online: number;
  guardian: number;
}

/** A row of `readers`. */
export interface ReaderRow {
  rdrno: string;
  password: string;
  name: string;
  sex: number;
  rdrtype: string;
  libcode: string;
  idcard: string;
  phone: string;
  startdate: string;
  enddate: string;
  state: string;
  deposit: number;
  openid: string | null;
  email: string;
  address: string;
  guardian: string;
  guardianphone: string;
}

/** A row of `recommend_bib`. */
export interface RecommendBibRow {
  cataid: number;
  bookrecno: number;
  reason: string;
  sortnum: number;
}

/** A row of `recommend_cata`. */
export interface RecommendCataRow {
  cataid: number;
  cataname: string;
  sortnum: number;
}

/** A row of `redemptions`. */
export interface RedemptionRow {
  id: number;
  rdrno: string;
  giftid: number;
  points: number;
  state: string;
  delivery: string;
  libcode: string;
  pickupcode: string;
  consignee: string;
  phone: string;
  address: string;
  created_at: number;
  closed_at: number | null;
}

/** A row of `reservations`. */
export interface ReservationRow {
  id: number;
  rdrno: string;
  bookrecno: number;
  libcode: string;
  reservedate: string;
  enddate: string;
  state: string;
  barcode: string;
  pickupdeadline: string | null;
  closedate: string | null;
  pickupcode: string | null;
}

/** A row of `search_log`. */
export interface SearchLogRow {
  id: number;
  keyword: string;
  searchtype: string;
  searched_at: number;
}

/** A row of `service_notifications`. */
export interface ServiceNotificationRow {
  id: number;
  openid: string;
  kind: string;
  template_id: string;
  key: string;
  rdrno: string;
  title: string;
  page: string;
  data: string;
  sent_at: number;
}

/** A row of `services`. */
export interface ServiceRow {
  id: number;
  name: string;
  icon: string;
  url: string;
  sortnum: number;
  status: number;
  grp: string;
}

/** A row of `session_cards`. */
export interface SessionCardRow {
  token: string;
  rdrno: string;
  verified_at: number;
}

/** A row of `space_bookings`. */
export interface SpaceBookingRow {
  id: number;
  spaceid: number;
  rdrno: string;
  date: string;
  startmin: number;
  endmin: number;
  state: string;
  created_at: number;
  checked_at: number | null;
  closed_at: number | null;
}

/** A row of `spaces`. */
export interface SpaceRow {
  spaceid: number;
  libcode: string;
  kind: string;
  name: string;
  area: string;
  capacity: number;
  facilities: string;
  doorkey: string;
  sortnum: number;
}

/** A row of `subscriptions`. */
export interface SubscriptionRow {
  id: number;
  openid: string;
  kind: string;
  template_id: string;
  created_at: number;
  spent_at: number | null;
}

/** A row of `suggestions`. */
export interface SuggestionRow {
  id: number;
  rdrno: string;
  title: string;
  author: string;
  isbn: string;
  publisher: string;
  reason: string;
  created_at: number;
  state: number;
  reply: string;
  bookrecno: number | null;
  updated_at: number | null;
}

/** A row of `tokens`. */
export interface TokenRow {
  token: string;
  client: string;
  expires_at: number;
  openid: string | null;
}

/** A row of `transfers`. */
export interface TransferRow {
  code: string;
  loanid: number;
  barcode: string;
  lender: string;
  state: string;
  created_at: number;
  closed_at: number | null;
  borrower: string | null;
  newloanid: number | null;
  takendate: string | null;
}

/** A row of `work_votes`. */
export interface WorkVoteRow {
  work_id: number;
  openid: string;
  day: string;
  created_at: number;
}

/** A row of `works`. */
export interface WorkRow {
  id: number;
  contestid: number;
  openid: string;
  rdrno: string;
  name: string;
  title: string;
  text: string;
  duration: number;
  nonce: string;
  created_at: number;
  state: string;
  reason: string;
  reviewed_at: number | null;
  votes: number;
  plays: number;
}

/** A row of `wx_users`. */
export interface WxUserRow {
  openid: string;
  persona: string;
  nickname: string;
  headimgurl: string;
  sex: number;
  province: string;
  city: string;
  country: string;
  description: string;
  sortnum: number;
}

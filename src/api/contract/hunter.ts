/** /v1/hunter: page-visit records. */

export interface HunterRecord {
  name: string;
  /** Always '1'. */
  type: '1';
  url: string;
  authorizer_appid: string;
  libcode: string;
}

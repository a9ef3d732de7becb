/** /v1/service: the home grid of library services. */

/** One entry of the home grid. `url` is an in-app path (see PATHS) or an absolute URL. */
export interface ServiceItem {
  id: number;
  name: string;
  /** Icon URL (may be a data: URL). */
  icon: string;
  url: string;
  sortnum: number;
  /** 1 shown, 0 hidden. */
  status: number;
  /** Group label for /apps, e.g. 读者服务. */
  group: string;
}

export interface ServiceListParams {
  authorizer_appid: string;
  libcode: string;
  status?: number;
}

/**
 * /v1/elib/getLibraryInfo: the libraries of the `libcode` dictionary with what a reader needs to
 * find and use them (图书馆城): address, phone, position, the week's opening hours, services and
 * floors. The phone works out "open now" and the distance itself (lib/opening.ts, lib/geo.ts).
 * docs/API.md, "Libraries".
 */

/** One day's opening, China time, 'HH:mm' (close after open). */
export interface OpeningHours {
  open: string;
  close: string;
}

export interface LibraryFloor {
  /** 1F, 2F, B1 ... */
  floor: string;
  /** What is there (阅览区、自助借还 ...). */
  name: string;
}

export interface LibraryInfo {
  code: string;
  name: string;
  address: string;
  phone: string;
  /** GCJ-02, as WeChat's getLocation and openLocation use. */
  latitude: number;
  longitude: number;
  /** Seven days, Sunday first; null: closed that day. */
  hours: (OpeningHours | null)[];
  /** What the hours do not say (holidays ...); may be ''. */
  hoursnote: string;
  intro: string;
  /** 借还书, 自助办证, 电子阅览 ... */
  services: string[];
  floors: LibraryFloor[];
}

/** getLibraryInfo: every library in the dictionary's order, or the one named by `libcode`. */
export interface LibraryInfoParams {
  libcode?: string;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance in metres (haversine), as the phone sorts the libraries by it and the
 * server decides "in the library" (手机借书) with it: plenty at a city's scale.
 */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How near a library the phone must be to count as in it: 手机借书 lends only within it (the
 * library system's on-site rule), and 图书馆城 says 在馆内 within it. The library's building and
 * grounds, plus WeChat's location accuracy indoors.
 */
export const ON_SITE_METRES = 200;

/** The phone is in the library (within ON_SITE_METRES of it). */
export function onSite(phone: GeoPoint, library: GeoPoint, radius = ON_SITE_METRES): boolean {
  return distanceMetres(phone, library) <= radius;
}

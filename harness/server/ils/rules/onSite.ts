/**
 * Borrowing with the phone is for readers in the library, as the Chinese platforms have it: the
 * phone's position (WeChat's getLocation, GCJ-02 like the libraries' own) must be within a
 * deployment's distance of the library the copy is in.
 */

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): plenty for "in the building" at a city's scale. */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Borrowing where the phone is: within `maxMetres` of the copy's library. */
export function onSiteRefusal(phone: Position, library: Position, maxMetres: number): string {
  return distanceMetres(phone, library) <= maxMetres ? '' : '请在图书馆内使用手机借书';
}

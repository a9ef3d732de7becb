/**
 * Borrowing with the phone is for readers in the library, as the Chinese platforms have it: the
 * phone's position (WeChat's getLocation, GCJ-02 like the libraries' own) must be within a
 * deployment's distance of the library the copy is in.
 */

import { distanceMetres, type GeoPoint } from '../../../../src/api/contract/libraries.js';

export { distanceMetres };
export type Position = GeoPoint;

/** Borrowing where the phone is: within `maxMetres` of the copy's library. */
export function onSiteRefusal(phone: Position, library: Position, maxMetres: number): string {
  return distanceMetres(phone, library) <= maxMetres ? '' : '请在图书馆内使用手机借书';
}

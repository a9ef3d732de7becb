/**
 * The documented default answers of the emulated client, shared by the server (control API) and
 * the bridge (its fallback when the server cannot be reached).
 */
import type { AddressAnswerData, Answer, InteractiveApi, LocationAnswerData, ScanAnswerData } from './protocol.js';

/** The library's main building (书香市图书馆), where the emulated phone is. */
export const LIBRARY_LOCATION: LocationAnswerData = {
  latitude: 30.274085,
  longitude: 120.15507,
  accuracy: 30,
  speed: 0,
};

/** What the camera sees by default: the unbound demo reader card's QR code. */
export const DEFAULT_SCAN: ScanAnswerData = { result: 'DEMO0001', codeType: 'QR_CODE' };

export const DEFAULT_ADDRESS: AddressAnswerData = {
  userName: '林书远',
  telNumber: '13805710001',
  postalCode: '310000',
  provinceName: '浙江省',
  cityName: '杭州市',
  countryName: '西湖区',
  detailInfo: '文华路1号',
  nationalCode: '330106',
};

/**
 * The default photo: a 96×96 baseline JPEG, orange with a white "H" in a purple frame (every 8×8
 * block one flat colour, so it was written by hand, DC coefficients only).
 */
export const PLACEHOLDER_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCABgAGADAREAAhEAAxEA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAFRABAQAAAAAAAAAAAAAAAAAAAPD/2gAMAwEAAgADAAA/APxsfro+8gAAAAAAAAAAAAAAAAAH+sW/It8GgB/C2/mOf1MgAAAAAAB/dI/pxfyzAB/k6P10feQAf6xb8i3waAH8Lb+Y5/UyAAAAAAAH90j+nF/LMAH+To/XR95AB/rFvyLfBoAfwtv5jn9TIAAAAAAAf3SP6cX8swAf5Oj9dH3kAH+sW/It8GgB/C2/mOf1MgAAAAAAB/dI/pxfyzAB/k6P10feQAf6xb8i3waAAAAAAAAAAAAAH+To/XR95AB/rFvyLfBoAAAAAAAAAAAAAf5Oj9dH3kAH+sW/It8GgB/C2/mOf1MgAAAAAAB/dI/pxfyzAB/k6P10feQAf6xb8i3waAH8Lb+Y5/UyAAAAAAAH90j+nF/LMAH+To/XR95AB/rFvyLfBoAfwtv5jn9TIAAAAAAAf3SP6cX8swAf5Oj9dH3kAH+sW/It8GgB/C2/mOf1MgAAAAAAB/dI/pxfyzAB/k6P10feQAAAAAAAAAAAAAAAAAD/2Q==';

export const PLACEHOLDER_IMAGE = {
  name: 'harness-placeholder.jpg',
  dataUrl: `data:image/jpeg;base64,${PLACEHOLDER_JPEG}`,
};

/** The default answer per API; `location` is the phone's position set with the control API. */
export function defaultAnswer(api: InteractiveApi, location?: LocationAnswerData | { deny: true } | null): Answer {
  switch (api) {
    case 'scanQRCode':
      return { action: 'ok', data: { ...DEFAULT_SCAN } };
    case 'getLocation':
      if (location && 'deny' in location) return { action: 'fail', errMsg: 'auth deny' };
      return { action: 'ok', data: { ...LIBRARY_LOCATION, ...(location ?? {}) } };
    case 'chooseImage':
      return { action: 'ok', data: { images: [{ ...PLACEHOLDER_IMAGE }] } };
    case 'openAddress':
      return { action: 'ok', data: { ...DEFAULT_ADDRESS } };
    default:
      return { action: 'ok', data: {} };
  }
}

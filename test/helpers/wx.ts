/** WeChat's JS-SDK for store and page tests. */
import { installWx, type Wx } from '../../src/wx/sdk';

/** Each fake API reads the arguments it needs. */
type FakeApi = (args: any) => unknown;

/**
 * Installs a JS-SDK whose `apis` answer as the test says. wx.config succeeds: a sign-in sets the
 * SDK up in the background and may call it after the test has installed its fake.
 */
export function installFakeWx(apis: Record<string, FakeApi>): void {
  installWx({
    config: () => undefined,
    ready: (done: () => void) => done(),
    error: () => undefined,
    ...apis,
  } as unknown as Wx);
}

type ScanReply = { success?: (r: object) => void; cancel?: (r: object) => void };

/** WeChat's scan answering with these texts in turn (a QR code's text as it is), then cancelling. */
export function fakeScans(texts: string[]): void {
  installFakeWx({
    scanQRCode: (args: ScanReply) => {
      const next = texts.shift();
      if (next === undefined) args.cancel?.({ errMsg: 'scanQRCode:cancel' });
      else args.success?.({ errMsg: 'scanQRCode:ok', resultStr: next });
    },
  });
}

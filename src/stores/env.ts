/**
 * What the stores need from the outside world, handed in so tests can run the real stores
 * against the harness without a browser router or real dialogs.
 */
export interface Feedback {
  toast(message: string): void;
  /**
   * A one-button dialog. Resolves true when the button is pressed, false when a `dismissible`
   * dialog is closed by tapping the mask.
   */
  alert(options: { title: string; content: string; confirmText: string; dismissible?: boolean }): Promise<boolean>;
  /** A two-button dialog; resolves true when confirmed. */
  confirm(options: { title: string; content: string; confirmText?: string; cancelText?: string }): Promise<boolean>;
}

export interface AppEnv {
  /** The current full URL. */
  href(): string;
  userAgent(): string;
  /** In-app navigation through the router. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /**
   * Leave the app for another URL. `replace`: the current page leaves no history entry (a trip to
   * WeChat's authorize page, so that back after the return does not land on the same page again).
   */
  redirect(url: string, options?: { replace?: boolean }): void;
  /** Load the page again (start-up from the beginning). */
  reload(): void;
  ui: Feedback;
}

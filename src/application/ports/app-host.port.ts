/**
 * The page's host: where it runs (SPEC §1 app mode), opening other domains of the product, and
 * the message to the mobile-app webview (SPEC §2 app redirect).
 */
export interface AppHostPort {
  /** The page's host name, e.g. "app.example.com". */
  hostname(): string;
  /** The page's origin, e.g. "https://www.example.com" (the base when a domain is not configured). */
  origin(): string;
  /** Ordinary in-page navigation to an absolute URL. */
  assign(url: string): void;
  /**
   * SPEC §2 app mode: open a new browser window with the URL and post the open-new-browser
   * message carrying it to the app's webview.
   */
  openNewBrowser(url: string): void;
}

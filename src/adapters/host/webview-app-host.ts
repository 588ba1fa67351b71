import type { AppHostPort } from "@/application/ports/app-host.port";

/** The parts of `window` this adapter touches, so tests can hand in a stand-in. */
export interface HostWindow {
  readonly location: { readonly hostname: string; readonly origin: string; assign(url: string): void };
  open(url: string, target: string, features: string): unknown;
  /** Injected by the mobile app's React Native webview. */
  readonly ReactNativeWebView?: { postMessage(message: string): void };
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

/** SPEC §2: the message the app listens for. */
export const OPEN_NEW_BROWSER = "open-new-browser";

/**
 * {@link AppHostPort} on the browser window. The open-new-browser message goes to the React Native
 * webview when present, else to the embedding page, addressed to its origin (never "*", so no
 * other page can read the URL, which may carry the access token).
 */
export class WebViewAppHost implements AppHostPort {
  /** `appOrigin`: the mobile app's origin (configuration); "" means the page's own origin. */
  constructor(
    private readonly appOrigin: string,
    private readonly window: () => HostWindow = () => globalThis.window as unknown as HostWindow,
  ) {}

  hostname(): string {
    return this.window().location.hostname;
  }

  origin(): string {
    return this.window().location.origin;
  }

  assign(url: string): void {
    this.window().location.assign(url);
  }

  openNewBrowser(url: string): void {
    const host = this.window();
    host.open(url, "_blank", "noopener,noreferrer");
    const message = { type: OPEN_NEW_BROWSER, url };
    if (host.ReactNativeWebView !== undefined) host.ReactNativeWebView.postMessage(JSON.stringify(message));
    else if (host.parent !== null && host.parent !== (host as unknown)) host.parent.postMessage(message, this.targetOrigin(host));
  }

  private targetOrigin(host: HostWindow): string {
    return this.appOrigin === "" ? host.location.origin : this.appOrigin;
  }
}

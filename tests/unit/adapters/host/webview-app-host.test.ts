import { describe, expect, it } from "vitest";
import { OPEN_NEW_BROWSER, WebViewAppHost, type HostWindow } from "@/adapters/host/webview-app-host";

const fakeWindow = (options: { webview?: boolean; embedded?: boolean } = {}) => {
  const log = {
    assigned: [] as string[],
    opened: [] as string[],
    native: [] as string[],
    posted: [] as Array<[unknown, string]>,
  };
  const win: HostWindow = {
    location: { hostname: "app.example.com", origin: "https://app.example.com", assign: (url) => log.assigned.push(url) },
    open: (url) => log.opened.push(url),
    ...(options.webview === true ? { ReactNativeWebView: { postMessage: (message: string) => log.native.push(message) } } : {}),
    parent: null,
  };
  const self = win as { parent: HostWindow["parent"] };
  self.parent =
    options.embedded === true
      ? { postMessage: (message, origin) => log.posted.push([message, origin]) }
      : (win as unknown as HostWindow["parent"]);
  return { win, log };
};

describe("WebViewAppHost (SPEC §2 app mode)", () => {
  it("opens a new window and tells the React Native webview", () => {
    const { win, log } = fakeWindow({ webview: true });
    new WebViewAppHost("https://app.example.com", () => win).openNewBrowser("https://www.example.com/wallet?token=t");
    expect(log.opened).toEqual(["https://www.example.com/wallet?token=t"]);
    expect(log.native.map((text) => JSON.parse(text))).toEqual([
      { type: OPEN_NEW_BROWSER, url: "https://www.example.com/wallet?token=t" },
    ]);
  });

  it("posts to the embedding page addressed to the app's origin, never '*'", () => {
    const { win, log } = fakeWindow({ embedded: true });
    new WebViewAppHost("https://shell.example.com", () => win).openNewBrowser("https://x.test/");
    expect(log.posted).toEqual([[{ type: OPEN_NEW_BROWSER, url: "https://x.test/" }, "https://shell.example.com"]]);
  });

  it("without a configured app domain it addresses its own origin", () => {
    const { win, log } = fakeWindow({ embedded: true });
    new WebViewAppHost("", () => win).openNewBrowser("https://x.test/");
    expect(log.posted[0]?.[1]).toBe("https://app.example.com");
  });

  it("a top-level page posts nothing", () => {
    const { win, log } = fakeWindow();
    new WebViewAppHost("", () => win).openNewBrowser("https://x.test/");
    expect(log.posted).toEqual([]);
    expect(log.opened).toEqual(["https://x.test/"]);
  });

  it("reads the host name and origin, and navigates in the page", () => {
    const { win, log } = fakeWindow();
    const host = new WebViewAppHost("", () => win);
    host.assign("https://www.example.com/login?isApp=true");
    expect([host.hostname(), host.origin(), log.assigned]).toEqual([
      "app.example.com",
      "https://app.example.com",
      ["https://www.example.com/login?isApp=true"],
    ]);
  });
});

import type { BrowserContext, Page, Route } from "@playwright/test";
import { getResponse } from "msw";
import { handlers } from "../../mocks/handlers";
import { resetSandbox } from "../../mocks/state";
// The nginx run also fails a fault test on any Content-Security-Policy violation.
import { test as base } from "../support/csp";

/**
 * Fault injection with `page.route` on the sandbox build (docs/quality.md, "Fault tolerance").
 *
 * In the sandbox build the MSW service worker answers the API calls inside the browser, where
 * `page.route` cannot see them. So the pages here get no service worker at all (Playwright's
 * `serviceWorkers: "block"`): the calls reach the network layer, and `page.route` answers them
 * with the same sandbox handlers, run in this process (fresh seed per test), or with a fault.
 */
export type Fault =
  | "500"
  | "timeout"
  | "network"
  /** The call reaches the sandbox (money moves), then the connection drops before the answer arrives. */
  | "drop-answer"
  | { readonly status: number; readonly json: unknown }
  | { readonly delayMs: number };

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

type Match = (call: ApiCall) => boolean;

interface Rule {
  readonly match: Match;
  readonly fault: Fault;
  remaining: number;
}

/** SPEC §7 calls: the main API and the game API, on whatever host the build was given. */
export const isApiUrl = (url: URL): boolean =>
  url.pathname.startsWith("/api/") || url.pathname.startsWith("/fixed-standard-lotto/");

/** `"POST /api/carts/save"` matches that call; a RegExp is tested against `"METHOD /path"`. */
export const callMatching =
  (pattern: string | RegExp): Match =>
  (call) =>
    typeof pattern === "string" ? `${call.method} ${call.path}` === pattern : pattern.test(`${call.method} ${call.path}`);

/** How long a "timed out" call is held before the network gives up: longer than the app's 15 s budget. */
const HOLD_MS = 40_000;

export class SandboxNetwork {
  readonly calls: ApiCall[] = [];
  readonly #rules: Rule[] = [];
  #offline = false;

  constructor(private readonly context: BrowserContext) {}

  /** Answers the next `times` calls that match with the fault (Infinity: every one). */
  fail(match: Match, fault: Fault, times = Number.POSITIVE_INFINITY): void {
    this.#rules.push({ match, fault, remaining: times });
  }

  /** Faults stop: every later call reaches the sandbox. */
  clearFaults(): void {
    this.#rules.length = 0;
  }

  /** Offline for the browser (navigator.onLine, events) and for every API call. */
  async setOffline(offline: boolean): Promise<void> {
    this.#offline = offline;
    await this.context.setOffline(offline);
  }

  callsTo(pattern: string | RegExp): ApiCall[] {
    return this.calls.filter(callMatching(pattern));
  }

  async attach(page: Page): Promise<void> {
    await page.route(isApiUrl, (route) => this.#answer(route));
  }

  #takeFault(call: ApiCall): Fault | undefined {
    const rule = this.#rules.find((candidate) => candidate.remaining > 0 && candidate.match(call));
    if (rule === undefined) return undefined;
    rule.remaining -= 1;
    return rule.fault;
  }

  async #answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const call: ApiCall = {
      method: request.method(),
      path: url.pathname,
      url: request.url(),
      headers: await request.allHeaders(),
    };
    this.calls.push(call);
    if (this.#offline) return route.abort("internetdisconnected");
    const fault = this.#takeFault(call);
    if (fault === "500") return route.fulfill({ status: 500, json: { status: 500, message: "Internal Server Error" } });
    if (fault === "network") return route.abort("connectionreset");
    if (fault === "timeout") {
      await pause(HOLD_MS);
      return route.abort("timedout").catch(() => undefined);
    }
    if (typeof fault === "object" && "status" in fault) return route.fulfill({ status: fault.status, json: fault.json });
    if (fault === "drop-answer") {
      await sandboxAnswer(request.method(), url, call.headers, request.postDataBuffer());
      return route.abort("connectionreset");
    }
    if (typeof fault === "object") await pause(fault.delayMs);
    const answer = await sandboxAnswer(request.method(), url, call.headers, request.postDataBuffer());
    return route.fulfill(answer).catch(() => undefined);
  }
}

const pause = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms).unref());

/** The sandbox handlers' answer, as `route.fulfill` options. */
async function sandboxAnswer(method: string, url: URL, headers: Readonly<Record<string, string>>, body: Buffer | null) {
  const hasBody = body !== null && method !== "GET" && method !== "HEAD";
  const request = new Request(url, { method, headers: { ...headers }, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
  const response =
    (await getResponse(handlers, request)) ??
    Response.json({ status: 404, message: `No sandbox route for ${method} ${url.pathname}` }, { status: 404 });
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    responseHeaders[name] = value;
  });
  return { status: response.status, headers: responseHeaders, body: Buffer.from(await response.arrayBuffer()) };
}

/** A Playwright test whose page talks to a fresh sandbox through `page.route` (see above). */
export const test = base.extend<{ sandbox: SandboxNetwork }>({
  // No service worker: the sandbox's MSW worker would answer before page.route sees the call. (A
  // page that bypasses a registered worker instead is never controlled by it, and MSW then reloads
  // the page, again and again.) The shop starts without it (mocks/browser.ts).
  serviceWorkers: "block",
  // Every test of this file's `test` talks to it, whether or not it names the fixture.
  sandbox: [
    async ({ context, page }, use) => {
      resetSandbox();
      const network = new SandboxNetwork(context);
      await network.attach(page);
      await use(network);
      await page.unrouteAll({ behavior: "ignoreErrors" });
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";

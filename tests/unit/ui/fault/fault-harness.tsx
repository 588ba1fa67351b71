import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { render, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { Component, type ReactNode } from "react";
import { sandboxServer } from "@mocks/node";
import { DEMO_USER } from "@mocks/seed";
import { readConfig } from "@/env";
import type { Area, Injector } from "@/application/di-token";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer, queryClientOf } from "@/adapters/di/container";
import { ContainerProvider } from "@/ui/di/container-context";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import type { ScreenShop } from "../features/account/screen-harness";
import { FakeAppHost } from "../../fakes/fake-app-host";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { everyText } from "../i18n/every-dictionary";

export const API_BASE = "https://api.lotto.test";

/** The API clients' time budget in these tests: a held answer is a timeout after this long. */
export const FAULT_TIMEOUT_MS = 300;

import type { FaultName } from "./fault-names";
import { SEARCH_CODEC } from "@/ui/app/search-params";

/** English words a fault carries that must never reach the screen (the shop speaks the user's language). */
export const SERVER_WORDS = ["Server Error", "Bad Gateway", "<html", "nginx", "Unauthorized", "Unexpected end of JSON"];

const HTML_502 =
  "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>";

const answerOf: Record<FaultName, () => Promise<Response>> = {
  "500": async () => HttpResponse.json({ status: 500, message: "Server Error" }, { status: 500 }),
  // Held past the client's budget, then a late success that nobody must read.
  timeout: async () => {
    await delay(FAULT_TIMEOUT_MS * 4);
    return HttpResponse.json({ status: 200, message: "late" });
  },
  dropped: async () => HttpResponse.error(),
  "html-502": async () =>
    new HttpResponse(HTML_502, { status: 502, statusText: "Bad Gateway", headers: { "Content-Type": "text/html" } }),
  "malformed-200": async () =>
    new HttpResponse('{"status":200,"data":{"id":', { status: 200, headers: { "Content-Type": "application/json" } }),
  // SPEC §8: a 401 in the body of an HTTP success, with the message that logs out.
  "401-in-200": async () => HttpResponse.json({ status: 401, message: "Unauthorized" }),
};

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Answers every `method path` call (path may hold `:params`) with the fault; returns how many arrived. */
export const injectFault = (method: Method, path: string, fault: FaultName): { readonly hits: () => number } => {
  let hits = 0;
  sandboxServer.use(
    http[method](`${API_BASE}${path}`, async () => {
      hits += 1;
      return answerOf[fault]();
    }),
  );
  return { hits: () => hits };
};

/**
 * The page's fetch with a shorter patience: the request is aborted with a timeout after
 * FAULT_TIMEOUT_MS, which the API client reads as it reads its own 15 s budget running out.
 *
 * One controller, held by its own timer, aborts the request, and the client's own signal is
 * forwarded to it by hand. Not `AbortSignal.any` with `AbortSignal.timeout`: Node holds both of
 * those signals only weakly, so a garbage collection inside the 300 ms could take the timeout
 * away, and the held answer was then read late (a "timeout" row of the matrix flipped in 1 of 3
 * full runs; impatient-fetch.test.ts collects garbage inside the window).
 */
export const impatientFetch = async (request: Request): Promise<Response> => {
  const patience = new AbortController();
  const forward = () => patience.abort(request.signal.reason);
  request.signal.addEventListener("abort", forward);
  const timer = setTimeout(() => {
    patience.abort(new DOMException(`no answer in ${String(FAULT_TIMEOUT_MS)} ms`, "TimeoutError"));
  }, FAULT_TIMEOUT_MS);
  try {
    return await globalThis.fetch(new Request(request, { signal: patience.signal }));
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", forward);
  }
};

const AREAS: ReadonlyArray<Area> = ["play", "checkout", "account", "wallet", "content", "certificates"];

/** Where the app loads an area's bindings with its route, every area is loaded up front. */
const loadEveryArea = async (injector: Injector): Promise<void> => {
  for (const area of AREAS) await injector.get(TOKENS.areas).load(area);
};

/** The real container over the sandbox with the short time budget; browser ports are fakes. */
export const faultShop = async (signedIn: boolean): Promise<ScreenShop> => {
  const container = createContainer(readConfig({ VITE_API_BASE_URL: API_BASE, PROD: true }), { fetch: impatientFetch });
  const navigator = new RecordingNavigator();
  const storage = new InMemoryKeyValueStore();
  rebindConstant(container, PORT_TOKENS.keyValueStore, storage);
  rebindConstant(container, PORT_TOKENS.cookieStore, new InMemoryCookieStore());
  rebindConstant(container, PORT_TOKENS.navigator, navigator);
  rebindConstant(container, PORT_TOKENS.appHost, new FakeAppHost("https://shop.lotto.test"));
  const injector: Injector = container;
  await loadEveryArea(injector);
  if (signedIn) {
    await injector
      .get(ACCOUNT_TOKENS.signIn)
      .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
    navigator.visits.length = 0;
  }
  return { container, injector, navigator, storage };
};

/** Records a render crash instead of letting React unmount the page silently. */
class CrashRecorder extends Component<
  { readonly onCrash: (error: unknown) => void; readonly children: ReactNode },
  { crashed: boolean }
> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }
  override render() {
    return this.state.crashed ? <p>crashed</p> : this.props.children;
  }
}

export interface Rendered {
  readonly crashes: unknown[];
  /** Where the screen's own router went (a payment's unsuccessful page, a certificate's page). */
  readonly location: () => string;
}

/** The screen at `path` in a memory router (with stand-ins for the pages it leads to), the container and i18n. */
export const renderFaultScreen = async (
  ui: ReactNode,
  shop: ScreenShop,
  path: string,
  pages: Readonly<Record<string, ReactNode>> = {},
): Promise<Rendered> => {
  everyText("en");
  const crashes: unknown[] = [];
  const root = createRootRoute({
    component: () => (
      <ContainerProvider container={shop.injector}>
        <QueryClientProvider client={queryClientOf(shop.container)}>
          <AppI18nProvider locale="en">
            <CrashRecorder onCrash={(error) => crashes.push(error)}>
              <Outlet />
            </CrashRecorder>
          </AppI18nProvider>
        </QueryClientProvider>
      </ContainerProvider>
    ),
  });
  const bare = path.split("?")[0] ?? "/";
  const routes = [
    createRoute({ getParentRoute: () => root, path: bare, component: () => <>{ui}</> }),
    ...Object.entries(pages).map(([route, page]) =>
      createRoute({ getParentRoute: () => root, path: route, component: () => <>{page}</> }),
    ),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: () => null,

    ...SEARCH_CODEC,
  });
  await router.load();
  render(<RouterProvider router={router} />);
  return { crashes, location: () => router.state.location.href };
};

// ---- What the screen says: dictionary keys found in the page's text ----

const flatten = (value: unknown, prefix = ""): Array<readonly [string, string]> =>
  typeof value === "string"
    ? [[prefix, value]]
    : typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix === "" ? key : `${prefix}.${key}`))
      : [];

const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** A typesafe-i18n template as a whole-text pattern: `{x}` and `{{a|b}}` stand for any words. */
const patternOf = (template: string): RegExp | null => {
  const literal = template.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, "");
  if (literal.replace(/[\s.,:;!?…“”"'()-]/g, "").length < 4) return null;
  const source = escape(template)
    .replace(/\\?\{\\?\{[^}]*\}\\?\}/g, "[\\s\\S]*?")
    .replace(/\{[^}]*\}/g, "[\\s\\S]+?");
  return new RegExp(`^${source.replace(/\s+/g, "\\s+")}$`);
};

let dictionary: ReadonlyArray<{ readonly key: string; readonly pattern: RegExp }> | undefined;
const englishDictionary = () =>
  (dictionary ??= flatten(everyText("en")).flatMap(([key, template]) => {
    const pattern = patternOf(template);
    return pattern === null ? [] : [{ key, pattern }];
  }));

const normalise = (text: string): string =>
  text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const keysOfText = new Map<string, ReadonlyArray<string>>();
const keysOf = (text: string): ReadonlyArray<string> => {
  let keys = keysOfText.get(text);
  if (keys === undefined) {
    keys = englishDictionary().flatMap(({ key, pattern }) => (pattern.test(text) ? [key] : []));
    keysOfText.set(text, keys);
  }
  return keys;
};

/** What a screen reader reads of an element: its text without the aria-hidden parts (a "⚠" mark). */
const spokenText = (node: Node): string => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return "";
  return [...node.childNodes].map(spokenText).join("");
};

/** Where a screen says what happened: alerts, status lines, live regions, the form's error summary. */
const MESSAGE_REGIONS =
  "[role='alert'], [role='status'], [role='alertdialog'], [aria-live='polite'], [aria-live='assertive'], .form-error-summary";

/** Every dictionary key whose English text is the whole spoken text of a message region or an element inside one. */
export const shownKeys = (): Set<string> => {
  const keys = new Set<string>();
  const elements = new Set<Element>();
  for (const region of document.body.querySelectorAll(MESSAGE_REGIONS)) {
    elements.add(region);
    for (const inner of region.querySelectorAll("*")) elements.add(inner);
  }
  for (const element of elements) {
    // A button's or link's label is an action, not a message ("Check again" is also three keys' text).
    if (element.closest("button, a") !== null) continue;
    const text = normalise(spokenText(element));
    if (text === "" || text.length > 300) continue;
    for (const key of keysOf(text)) keys.add(key);
  }
  return keys;
};

// ---- Pending state ----

/** The button is usable again: not disabled, not pending, not busy, and nothing on the page spins. */
/** A status line or a button still saying it is at work ("Saving…", "Sending…", "Loading…"). */
const stillWorking = (): boolean =>
  [...document.querySelectorAll("[role='status'], button")].some((element) => normalise(spokenText(element)).endsWith("…"));

export const released = (button: HTMLElement | null): boolean =>
  button !== null &&
  !stillWorking() &&
  button.isConnected &&
  !(button as HTMLButtonElement).disabled &&
  button.getAttribute("aria-disabled") !== "true" &&
  !button.hasAttribute("data-pending") &&
  document.querySelector("[data-pending], [aria-busy='true'], .ui-spinner, .ui-skeleton") === null;

/** Waits for a condition without failing: true when it held within `ms`. */
export const eventually = async (check: () => boolean, ms: number): Promise<boolean> => {
  try {
    await waitFor(
      () => {
        if (!check()) throw new Error("not yet");
      },
      { timeout: ms, interval: 20 },
    );
    return true;
  } catch {
    return false;
  }
};

export { TOKENS };

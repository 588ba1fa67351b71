import { expect, type Page } from "@playwright/test";
import { appHasRun } from "../support/expect-page";

/** Issue 12: the budget for the phone header, 20 % of a 740 px screen. */
export const HEADER_MAX_PX = 0.2 * 740;

export interface LayoutReport {
  /** The page scrolls sideways: the document is wider than the viewport. */
  readonly overflowPx: number;
  /** Visible controls (some of) whose box leaves the viewport at either edge, described. */
  readonly outside: readonly string[];
}

/**
 * What a phone user would find wrong without scrolling sideways: the page being wider than the
 * screen, or a visible control beyond its left or right edge. A control inside a deliberate
 * horizontal scroller (overflow-x auto/scroll, e.g. a results strip) is judged by its scroller.
 */
export function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])',
    );
    const scrollerOf = (element: HTMLElement): HTMLElement | null => {
      for (let node = element.parentElement; node !== null && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === "auto" || overflow === "scroll" || overflow === "hidden" || overflow === "clip") return node;
      }
      return null;
    };
    const describe = (element: HTMLElement, rect: DOMRect) => {
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const classes =
        typeof element.className === "string" ? element.className.split(" ").filter(Boolean).slice(0, 2).join(".") : "";
      return `${element.tagName.toLowerCase()}${classes === "" ? "" : `.${classes}`} "${name}" x ${Math.round(rect.left)}–${Math.round(rect.right)}`;
    };
    const outside: string[] = [];
    for (const control of controls) {
      const own = control.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || control.closest("[hidden], [inert]") !== null) continue;
      const scroller = scrollerOf(control);
      const rect = scroller === null ? own : scroller.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) outside.push(describe(scroller ?? control, rect));
    }
    return { overflowPx: Math.max(0, root.scrollWidth - width), outside: [...new Set(outside)].slice(0, 5) };
  });
}

/**
 * Resolves once no request of the page has been in flight for `quietMs` (networkidle waits 500 ms;
 * the all-routes walk checks 90 pages and cannot spare that). Call `track` before navigating.
 */
export function trackRequests(page: Page): { readonly quiet: (quietMs?: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    quiet: async (quietMs = 200) => {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {
          intervals: [50],
          message: "the page's requests settle",
        })
        .toBe(true);
    },
  };
}

/** The page rendered its own h1 (never the fatal error page) and finished loading. */
export async function settledPage(page: Page): Promise<void> {
  // The app has run: a prerendered page shows its heading (and is inert) before, and a key pressed
  // or a control focused then does nothing.
  await appHasRun(page);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toBeVisible();
  await expect(h1, "not the fatal error page").not.toHaveText("Internal Server Error");
  await page.waitForLoadState("networkidle");
}

/** The phone header's menu button (its name is "Menu" in each language). */
export const menuButton = (page: Page, name: string | RegExp = "Menu") =>
  page.getByRole("banner").getByRole("button", { name, exact: typeof name === "string" });

import { expect, type Page } from "@playwright/test";
import { appHasRun } from "../support/expect-page";

/** Issue 12: the budget for the phone header, 20 % of a 740 px screen. */
export const HEADER_MAX_PX = 0.2 * 740;

export interface LayoutReport {
  /** The page scrolls sideways: the document is wider than the viewport. */
  readonly overflowPx: number;
  /** Visible controls (some of) whose box leaves the viewport at either edge, described. */
  readonly outside: readonly string[];
  /**
   * Words (some of) split over two lines although they fit the box they are laid out in: an amount
   * read as two numbers, a label broken into letters by a squeezed column.
   */
  readonly splitWords: readonly string[];
  /**
   * On a touch screen, controls (some of) smaller than 44 × 44 px (WCAG 2.5.5; issue 12): a link
   * inside a sentence is exempt, a native input counts the label it is in, and a control hidden
   * from assistive technology (react-aria's hidden native select) or above the page (the skip link
   * until it is focused) is not a target.
   */
  readonly smallTargets: readonly string[];
  /**
   * Text fields and selects (some of) whose text is under 16 px: Safari on an iPhone zooms the page
   * in when one of them takes focus, and the player has to pinch back out.
   */
  readonly zoomingFields: readonly string[];
  /**
   * Visible controls (some of) whose own text runs out of their box (a label wider than its tab,
   * drawn over the next one): their content is wider than they are and nothing clips or scrolls it.
   */
  readonly overflowingText: readonly string[];
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
    const smallTargets: string[] = [];
    const overflowingText: string[] = [];
    const touch = matchMedia("(pointer: coarse)").matches;
    const target = 44;
    for (const control of controls) {
      const own = control.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || control.closest("[hidden], [inert]") !== null) continue;
      const scroller = scrollerOf(control);
      const rect = scroller === null ? own : scroller.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) outside.push(describe(scroller ?? control, rect));
      // A text field scrolls its own value; any other control's text must fit inside it.
      const field = control.matches("input, select, textarea");
      if (!field && style.overflowX === "visible" && control.scrollWidth > control.clientWidth + 1) {
        overflowingText.push(`${describe(control, own)}: ${control.scrollWidth} px of content in ${control.clientWidth} px`);
      }
      const inSentence = control.tagName === "A" && style.display === "inline";
      const hidden = control.closest("[aria-hidden='true']") !== null || own.bottom <= 0;
      if (touch && !inSentence && !hidden) {
        const box = (control instanceof HTMLInputElement ? control.closest("label") : null)?.getBoundingClientRect() ?? own;
        // Sub-pixel layout: 43.99 px is 44.
        if (box.width < target - 0.5 || box.height < target - 0.5) {
          smallTargets.push(`${describe(control, box)}: ${Math.round(box.width)} × ${Math.round(box.height)} px`);
        }
      }
    }
    // A word is a run without spaces (a no-break space included); one with a hyphen, a dash or a
    // slash may wrap after it. The room it had: the width of the box its line is laid out in (the
    // nearest ancestor that is not inline), or, when that box is a grid or flex item or a table
    // cell, whose width its layout shares out, the width of that layout's own container.
    const splitWords: string[] = [];
    const contentPx = (element: Element): number => {
      const style = getComputedStyle(element);
      const edges = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"] as const;
      return element.getBoundingClientRect().width - edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0);
    };
    const roomOf = (element: Element): { readonly box: Element; readonly px: number } => {
      let box: Element = element;
      while (box.parentElement !== null && getComputedStyle(box).display.startsWith("inline")) box = box.parentElement;
      const display = getComputedStyle(box).display;
      const parent = box.parentElement;
      if (display === "table-cell") {
        const container = box.closest("table")?.parentElement;
        if (container) return { box, px: contentPx(container) - (box.getBoundingClientRect().width - contentPx(box)) };
      }
      if (parent !== null && /grid|flex/.test(getComputedStyle(parent).display)) {
        return { box, px: contentPx(parent) - (box.getBoundingClientRect().width - contentPx(box)) };
      }
      return { box, px: contentPx(box) };
    };
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (parent === null || parent.closest("[hidden], [aria-hidden='true'], .ui-visually-hidden, script, style") !== null)
        continue;
      for (const word of (text.textContent ?? "").matchAll(/[^\s\u00a0]{2,}/g)) {
        if (/[-/\u2010-\u2015]/.test(word[0])) continue;
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
        if (new Set(rects.map((rect) => Math.round(rect.bottom))).size < 2) continue;
        const wordPx = rects.reduce((sum, rect) => sum + rect.width, 0);
        const room = roomOf(parent);
        if (wordPx <= room.px) {
          const box = room.box;
          const classes = typeof box.className === "string" ? box.className.split(" ").filter(Boolean).slice(0, 1).join(".") : "";
          splitWords.push(
            `"${word[0]}" (${Math.round(wordPx)} px) split in ${box.tagName.toLowerCase()}${classes === "" ? "" : `.${classes}`}, with room for ${Math.round(room.px)} px`,
          );
        }
      }
    }
    const zoomingFields: string[] = [];
    for (const field of document.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"], [type="checkbox"], [type="radio"]), select, textarea',
    )) {
      const rect = field.getBoundingClientRect();
      const fontPx = parseFloat(getComputedStyle(field).fontSize);
      if (rect.width > 0 && rect.height > 0 && fontPx < 16)
        zoomingFields.push(`${describe(field, rect)}: ${String(fontPx)} px text`);
    }
    return {
      overflowPx: Math.max(0, root.scrollWidth - width),
      outside: [...new Set(outside)].slice(0, 5),
      splitWords: [...new Set(splitWords)].slice(0, 5),
      smallTargets: [...new Set(smallTargets)].slice(0, 5),
      zoomingFields: [...new Set(zoomingFields)].slice(0, 5),
      overflowingText: [...new Set(overflowingText)].slice(0, 5),
    };
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

/**
 * Scrolls the page from its top to its end, `stepPx` at a time, and asks `probe` at each position
 * what is wrong there (null: nothing); returns each finding with `where` and the position.
 */
export async function findWhileScrolling(
  page: Page,
  where: string,
  stepPx: number,
  probe: () => Promise<string | null>,
): Promise<string[]> {
  const found: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += stepPx) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const finding = await probe();
    if (finding !== null) found.push(`${where} scrolled to ${String(y)} px: ${finding}`);
  }
  return found;
}

/**
 * The browser's own text size setting (Chromium's default font sizes, as a phone's "text size"
 * sets them), not a style of the page: rem, em and the em-based media queries all follow it.
 * `rootFontPx` 32 is text at 200 %.
 */
export async function setTextSize(page: Page, rootFontPx: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", {
    fontSizes: { standard: rootFontPx, fixed: Math.round((rootFontPx * 13) / 16) },
  });
}

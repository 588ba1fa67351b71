// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusPageHeadingWhenLost } from "@/ui/app/route-focus";

const page = (html: string) => {
  document.body.innerHTML = html;
};

describe("focusPageHeadingWhenLost: lost focus goes to the new page's heading", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("focuses the main heading when focus is on the page's start, and makes it focusable", () => {
    page(`<header><a href="/">Home</a></header><main><h1>Your cart</h1></main>`);
    focusPageHeadingWhenLost(document);
    vi.advanceTimersByTime(100);
    const heading = document.querySelector("h1");
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute("tabindex")).toBe("-1");
  });

  it("leaves focus the player or a dialog put somewhere", () => {
    page(`<header><button>Menu</button></header><main><h1>Draws</h1></main>`);
    document.querySelector("button")?.focus();
    focusPageHeadingWhenLost(document);
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe("Menu");
  });

  it("takes focus from a control that yields it: the phone's Menu button, given focus back by the menu whose link was followed", () => {
    page(`<header><button data-yields-focus="">Menu</button></header><main><h1>Draws</h1></main>`);
    document.querySelector("button")?.focus();
    focusPageHeadingWhenLost(document);
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe("Draws");
  });

  it("waits for a heading that comes with the page's data, up to its limit", () => {
    page(`<main><p>Loading…</p></main>`);
    focusPageHeadingWhenLost(document, 1000);
    vi.advanceTimersByTime(500);
    document.querySelector("main")?.insertAdjacentHTML("afterbegin", "<h1>Lucky Day</h1>");
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe("Lucky Day");
  });

  it("gives up after its limit, and a cancelled look never focuses", () => {
    page(`<main><p>Loading…</p></main>`);
    focusPageHeadingWhenLost(document, 300);
    vi.advanceTimersByTime(400);
    document.querySelector("main")?.insertAdjacentHTML("afterbegin", "<h1>Late</h1>");
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);

    page(`<main><h1>Checkout</h1></main>`);
    const cancel = focusPageHeadingWhenLost(document);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
  });

  /** Places an element's box `top` px from the window's top (jsdom lays nothing out). */
  const placeAt = (element: Element | null, top: number) => {
    if (element === null) throw new Error("no element");
    vi.spyOn(element, "getBoundingClientRect").mockReturnValue({ top, bottom: top + 40 } as DOMRect);
  };

  it("takes focus from a link left out of view (a footer link, the new page shown from its top)", () => {
    page(`<main><h1>FAQ</h1></main><footer><a href="/faq">FAQ</a></footer>`);
    const link = document.querySelector("a");
    placeAt(link, window.innerHeight + 300);
    link?.focus();
    focusPageHeadingWhenLost(document);
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe("FAQ");
    expect(document.activeElement?.tagName).toBe("H1");
  });

  it("leaves focus alone when the heading is out of view (Back, the page scrolled back down)", () => {
    page(`<main><h1>Draws</h1><p>…</p></main>`);
    placeAt(document.querySelector("h1"), -1900);
    focusPageHeadingWhenLost(document);
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.body);
  });

  it("keeps a heading's own tabindex", () => {
    page(`<main><h1 tabindex="0">Wallet</h1></main>`);
    focusPageHeadingWhenLost(document);
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.getAttribute("tabindex")).toBe("0");
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stickyEnd, stickyStart } from "@/ui/components/layout/sticky-inset";

/** A ResizeObserver the test calls back by hand (jsdom has none). */
class ManualResizeObserver {
  static last: ManualResizeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    ManualResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const sized = (position: string, height: number): HTMLElement => {
  const element = document.createElement("div");
  element.style.position = position;
  Object.defineProperty(element, "offsetHeight", { value: height, configurable: true });
  document.body.append(element);
  return element;
};

const property = (name: string) => document.documentElement.style.getPropertyValue(name);

describe("stickyStart and stickyEnd (what focus scrolls to stays clear of the sticky banner and bottom bars)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute("style");
    document.body.replaceChildren();
  });

  it("reports a sticky element's height on <html>, for its edge", () => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    const banner = sized("sticky", 53);
    stickyStart(banner);
    ManualResizeObserver.last?.callback();
    expect(property("--sticky-start")).toBe("53px");
    expect(property("--sticky-end")).toBe("");
  });

  it("follows the element's size, and reports nothing once it is no longer sticky (a bar from md up)", () => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    const bar = sized("sticky", 119);
    stickyEnd(bar);
    const observer = ManualResizeObserver.last;
    observer?.callback();
    expect(property("--sticky-end")).toBe("119px");
    Object.defineProperty(bar, "offsetHeight", { value: 151, configurable: true });
    observer?.callback();
    expect(property("--sticky-end")).toBe("151px");
    bar.style.position = "static";
    observer?.callback();
    expect(property("--sticky-end")).toBe("");
  });

  it("stops observing and takes its inset back when the element goes", () => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    const cleanup = stickyEnd(sized("sticky", 119));
    const observer = ManualResizeObserver.last;
    observer?.callback();
    cleanup?.();
    expect(observer?.disconnected).toBe(true);
    expect(property("--sticky-end")).toBe("");
  });

  it("does nothing without an element, or in a browser without ResizeObserver", () => {
    expect(stickyStart(null)).toBeUndefined();
    vi.stubGlobal("ResizeObserver", undefined);
    expect(stickyStart(sized("sticky", 53))).toBeUndefined();
    expect(property("--sticky-start")).toBe("");
  });
});

describe("stickyEnd's reach (the toasts never cover a bottom bar, stuck or not)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute("style");
    document.body.replaceChildren();
  });

  /** The frames asked for, run by `nextFrame`. */
  let frames: FrameRequestCallback[] = [];
  const nextFrame = (): void => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  };

  /** A bar drawn from `top` to `bottom` on a 640 px screen. */
  const barAt = (top: number, bottom: number): HTMLElement => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    vi.stubGlobal("innerHeight", 640);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => (frames = []));
    const bar = sized("sticky", bottom - top);
    bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 320, height: bottom - top });
    return bar;
  };

  it.each([
    ["stuck to the bottom: its height", 489, 640, "151px"],
    ["partly on screen at the bottom: the part shown", 600, 751, "40px"],
    ["ridden up with little room below: above it", 300, 451, "340px"],
    ["ridden up with room below (40 % of the screen): below it", 229, 380, ""],
    ["off the screen: nothing", -200, -49, ""],
  ] as const)("a bar %s", (_, top, bottom, expected) => {
    const cleanup = stickyEnd(barAt(top, bottom));
    expect(property("--sticky-end-reach")).toBe(expected);
    cleanup?.();
  });

  it("follows the page's scroll, and stops when the bar goes", () => {
    let top = 489;
    const bar = barAt(0, 0);
    bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 320, height: 151 });
    const cleanup = stickyEnd(bar);
    expect(property("--sticky-end-reach")).toBe("151px");
    top = 229;
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(frames, "one measure a frame").toHaveLength(1);
    nextFrame();
    expect(property("--sticky-end-reach")).toBe("");
    top = 489;
    window.dispatchEvent(new Event("resize"));
    nextFrame();
    expect(property("--sticky-end-reach")).toBe("151px");
    cleanup?.();
    expect(property("--sticky-end-reach")).toBe("");
    top = 300;
    window.dispatchEvent(new Event("scroll"));
    expect(frames).toHaveLength(0);
  });
});

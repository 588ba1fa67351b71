// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stickyEnd, stickyStart } from "@/ui/components/layout/sticky-inset";
import { clearBody } from "../../support/clear-body";

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
    clearBody();
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

  it("reports the banner's height as --banner-size, stuck or not (where toasts from the top start), and takes it back", () => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    const banner = sized("relative", 190);
    const cleanup = stickyStart(banner);
    ManualResizeObserver.last?.callback();
    expect(property("--sticky-start")).toBe("");
    expect(property("--banner-size")).toBe("190px");
    banner.style.position = "sticky";
    ManualResizeObserver.last?.callback();
    expect(property("--sticky-start")).toBe("190px");
    cleanup?.();
    expect(property("--banner-size")).toBe("");
  });

  it("a bottom bar reports no --banner-size", () => {
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    stickyEnd(sized("sticky", 119));
    ManualResizeObserver.last?.callback();
    expect(property("--banner-size")).toBe("");
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

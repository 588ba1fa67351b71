/**
 * WCAG 2.4.11 (focus not obscured): the page's scroll padding (base.css) keeps what focus, a
 * skip link or an error scrolls to clear of the sticky banner and of a bottom bar (Add to cart,
 * Pay). Their heights change with the breakpoint, the language and the text size, so each one
 * reports its own: `--sticky-start` / `--sticky-end` on `<html>`, its height while it is sticky,
 * nothing once it is an ordinary block (a bottom bar from md up) or gone. The banner also reports
 * `--banner-size`, its height stuck or not, where toasts from the top start (toast.css).
 *
 * Ref callbacks: `<header ref={stickyStart}>`, `<div className="checkout-pay" ref={stickyEnd}>`.
 */
const stickyInset =
  (edge: "start" | "end") =>
  (element: HTMLElement | null): (() => void) | undefined => {
    if (element === null || typeof ResizeObserver === "undefined") return undefined;
    const property = `--sticky-${edge}`;
    const style = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const size = `${String(element.offsetHeight)}px`;
      if (getComputedStyle(element).position === "sticky") style.setProperty(property, size);
      else style.removeProperty(property);
      // The banner's height, stuck or not: where a toast from the top starts (toast.css).
      if (edge === "start") style.setProperty("--banner-size", size);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty(property);
      if (edge === "start") style.removeProperty("--banner-size");
    };
  };

/** The sticky banner's ref. */
export const stickyStart = stickyInset("start");

/** A bar stuck to the bottom of a phone screen: its ref. */
export const stickyEnd = stickyInset("end");

/**
 * WCAG 2.4.11 (focus not obscured): the page's scroll padding (base.css) keeps what focus, a
 * skip link or an error scrolls to clear of the sticky banner and of a bottom bar (Add to cart,
 * Pay). Their heights change with the breakpoint, the language and the text size, so each one
 * reports its own: `--sticky-start` / `--sticky-end` on `<html>`, its height while it is sticky,
 * nothing once it is an ordinary block (a bottom bar from md up) or gone.
 *
 * A bottom bar also reports where it is, for the toasts (toast.css), which must never cover it:
 * `--sticky-end-reach` is how far up from the screen's bottom edge a toast has to sit to clear
 * the bar. While the bar is stuck to the bottom that is its height; once the player scrolls past
 * its section, the bar rides up with it, and the toasts go below it when the screen has room
 * there (at least 40 % of its height), else above it; with the bar off the screen, nothing.
 *
 * Ref callbacks: `<header ref={stickyStart}>`, `<div className="checkout-pay" ref={stickyEnd}>`.
 */
const stickyInset =
  (edge: "start" | "end") =>
  (element: HTMLElement | null): (() => void) | undefined => {
    if (element === null || typeof ResizeObserver === "undefined") return undefined;
    const property = `--sticky-${edge}`;
    const style = document.documentElement.style;
    const reach = edge === "end" ? barReach(element) : undefined;
    const observer = new ResizeObserver(() => {
      if (getComputedStyle(element).position === "sticky") style.setProperty(property, `${String(element.offsetHeight)}px`);
      else style.removeProperty(property);
      reach?.measure();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      reach?.stop();
      style.removeProperty(property);
    };
  };

/** The screen's share below a bar that leaves room there for the toasts. */
const ROOM_BELOW = 0.4;

/** Keeps `--sticky-end-reach` up to date as the page scrolls or the screen changes (once a frame). */
function barReach(bar: HTMLElement): { readonly measure: () => void; readonly stop: () => void } {
  const style = document.documentElement.style;
  let frame = 0;
  const measure = (): void => {
    frame = 0;
    const { top, bottom } = bar.getBoundingClientRect();
    const screen = window.innerHeight;
    const onScreen = bottom > 0 && top < screen;
    if (!onScreen || screen - bottom >= ROOM_BELOW * screen) style.removeProperty("--sticky-end-reach");
    else style.setProperty("--sticky-end-reach", `${String(Math.ceil(screen - top))}px`);
  };
  const schedule = (): void => {
    if (frame === 0) frame = requestAnimationFrame(measure);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  measure();
  return {
    measure: schedule,
    stop: () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
      style.removeProperty("--sticky-end-reach");
    },
  };
}

/** The sticky banner's ref. */
export const stickyStart = stickyInset("start");

/** A bar stuck to the bottom of a phone screen: its ref. */
export const stickyEnd = stickyInset("end");

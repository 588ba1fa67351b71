import type { FocusEvent } from "react";

/**
 * A visually hidden native input (checkbox, radio) shows its keyboard focus ring on the control
 * around it: `data-focus-visible` on the input's parent, set while the input matches
 * `:focus-visible` (WCAG 2.4.7; the kit's styles draw the ring). Set on the element, no re-render.
 */
export const FOCUS_MARK = {
  onFocus: (event: FocusEvent<HTMLInputElement>) => {
    const visible = typeof event.currentTarget.matches === "function" && safeMatches(event.currentTarget, ":focus-visible");
    event.currentTarget.parentElement?.toggleAttribute("data-focus-visible", visible);
  },
  onBlur: (event: FocusEvent<HTMLInputElement>) => {
    event.currentTarget.parentElement?.removeAttribute("data-focus-visible");
  },
};

/** Older engines (and jsdom) may not know a selector: treat it as not matching. */
function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * After a navigation within the app, focus that was lost (on `<body>`: the link, the button or the
 * form that led here is gone with the page it was on) goes to the new page's heading, so a keyboard
 * or screen-reader player starts on the page they came to, and hears its name, instead of at the
 * document's start with nothing said. Focus the player or a dialog put somewhere (a menu's button,
 * a code field the page focuses itself) is left where it is. The heading may come with the page's
 * data or its lazily loaded screen: it is looked for until `waitMs` have passed. Returns the
 * cancel for a navigation that comes before (docs/ui-kit.md, "Focus after a navigation").
 */
export function focusPageHeadingWhenLost(doc: Document, waitMs = 3000, everyMs = 100): () => void {
  const deadline = Date.now() + waitMs;
  let timer: ReturnType<typeof setTimeout>;
  const look = (): void => {
    const active = doc.activeElement;
    if (active !== null && active !== doc.body) return;
    const heading = doc.querySelector<HTMLElement>("main h1");
    if (heading === null) {
      if (Date.now() < deadline) timer = setTimeout(look, everyMs);
      return;
    }
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    // The router restores or resets the scroll position; focus does not move it.
    heading.focus({ preventScroll: true });
  };
  // After the frame's own focus moves (a closing dialog gives focus back to its button).
  timer = setTimeout(look, everyMs);
  return () => clearTimeout(timer);
}

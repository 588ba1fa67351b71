/** Whether an element is out of the window's view: wholly above or below it. */
const outOfView = (element: Element, view: Window): boolean => {
  const box = element.getBoundingClientRect();
  return box.bottom < 0 || box.top > view.innerHeight;
};

/**
 * After a navigation within the app (not the first page load), focus goes to the new page's
 * heading, so a keyboard or screen-reader player starts on the page they came to, and hears its
 * name, instead of at the document's start with nothing said (docs/ui-kit.md, "Focus after a
 * navigation"). It does when focus was lost (on `<body>`: the link, the button or the form that
 * led here went with the page it was on) or is on something out of view (a footer link, left at
 * the bottom of a page shown from its top), or on a control that yields it (`data-yields-focus`:
 * the phone's Menu button, which the closing menu gives focus back to when one of its links was
 * followed). Focus the player put on something else in view (a header link) stays. The heading must be in view too: after Back, where the
 * browser puts the page back where it was scrolled to, focus is left alone rather than sent to a
 * heading far above. The heading may come with the page's data or its lazily loaded screen: it is
 * looked for until `waitMs` have passed. Returns the cancel for a navigation that comes before.
 */
export function focusPageHeadingWhenLost(doc: Document, waitMs = 3000, everyMs = 100): () => void {
  const deadline = Date.now() + waitMs;
  let timer: ReturnType<typeof setTimeout>;
  const look = (): void => {
    const view = doc.defaultView;
    const active = doc.activeElement;
    if (view === null) return;
    const lost = active === null || active === doc.body || outOfView(active, view) || active.hasAttribute("data-yields-focus");
    if (!lost) return;
    const heading = doc.querySelector<HTMLElement>("main h1");
    if (heading === null) {
      if (Date.now() < deadline) timer = setTimeout(look, everyMs);
      return;
    }
    if (outOfView(heading, view)) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    // The router restores or resets the scroll position; focus does not move it.
    heading.focus({ preventScroll: true });
  };
  // After the frame's own focus moves (a closing dialog gives focus back to its button).
  timer = setTimeout(look, everyMs);
  return () => clearTimeout(timer);
}

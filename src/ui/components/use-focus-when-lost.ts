import { useCallback, useEffect, useRef } from "react";

type Finder = () => HTMLElement | null;

/**
 * When the control a player pressed goes away once the server has answered ("Mark as read" once
 * the notification is read, a removed favourite's Remove, a button disabled because nothing is
 * left to do), the browser drops focus to the page's start: a keyboard or screen-reader player
 * would start over from the top. `focusWhenLost(find)` names where focus goes instead: after each
 * render of the component, once focus is lost (on `<body>`, or on a now disabled control) and `find` returns an element, that
 * element takes focus (a heading or a status needs `tabIndex={-1}`). `find` returns null until
 * its time has come (the item is not yet read or removed). Focus the player moved on their own is
 * never taken back.
 */
export function useFocusWhenLost(): (find: Finder) => void {
  const pending = useRef<Finder | null>(null);
  useEffect(() => {
    const find = pending.current;
    if (find === null) return;
    // Lost: on <body>, or still on a control that is now disabled (Chromium moves it to <body>).
    const active = document.activeElement;
    if (active !== null && active !== document.body && !active.matches(":disabled")) return;
    const target = find();
    if (target === null) return;
    pending.current = null;
    target.focus();
  });
  return useCallback((find: Finder) => {
    pending.current = find;
  }, []);
}

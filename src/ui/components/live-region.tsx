import "@/ui/styles/base.css";
import { useEffect, useState } from "react";
import { subscribeAnnouncements } from "./announcer";

/**
 * The polite announcer: a status region that exists from the start (so screen readers watch it)
 * and repeats a message that is announced twice in a row by toggling a trailing space.
 */
export function LiveRegion() {
  const [message, setMessage] = useState({ text: "", toggle: false });
  useEffect(
    () =>
      subscribeAnnouncements((text) =>
        setMessage((previous) => ({ text, toggle: previous.text === text ? !previous.toggle : false })),
      ),
    [],
  );
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="ui-visually-hidden">
      {message.toggle ? `${message.text}\u00a0` : message.text}
    </div>
  );
}

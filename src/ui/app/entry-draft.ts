import { useRouterState } from "@tanstack/react-router";
import { useCallback, useState } from "react";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** What was typed in a page's fields and not yet sent, by field (useEntryDraft). */
    readonly drafts?: Readonly<Record<string, string>>;
  }
}

/**
 * A text field's value kept with the page's history entry, as a browser keeps what was typed in
 * the forms of a page it rendered itself: Back to the page finds it as it was; a new visit to the
 * page (a new entry) starts empty; it is never in the address. Written straight into the current
 * entry's state (`history.replaceState`, keeping the router's own keys): a navigation for each
 * key typed would run the page's loaders. Read when the field mounts (docs/routing.md, "What was
 * typed, after Back").
 */
export function useEntryDraft(name: string): readonly [string, (value: string) => void] {
  const kept: unknown = useRouterState({ select: (state) => state.location.state.drafts?.[name] });
  const [value, setValue] = useState(() => (typeof kept === "string" ? kept : ""));
  const set = useCallback(
    (next: string) => {
      setValue(next);
      const state: unknown = window.history.state;
      const entry = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
      const drafts = typeof entry["drafts"] === "object" && entry["drafts"] !== null ? entry["drafts"] : {};
      window.history.replaceState({ ...entry, drafts: { ...drafts, [name]: next } }, "");
    },
    [name],
  );
  return [value, set] as const;
}

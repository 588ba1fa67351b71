import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce | null>(null);

interface Announcement {
  readonly id: number;
  readonly message: string;
}

/**
 * One polite live region for the game page (picker selections, quick-pick results, entries added
 * or removed). Each message is rendered as a new node, so repeating the same words is announced
 * again. The region exists before the first message, as screen readers require.
 */
export function PlayAnnouncer({ children }: { readonly children: ReactNode }) {
  const [latest, setLatest] = useState<Announcement>({ id: 0, message: "" });
  const announce = useCallback<Announce>((message) => setLatest((previous) => ({ id: previous.id + 1, message })), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" className="ui-visually-hidden" data-testid="play-announcer">
        {latest.message === "" ? null : <span key={latest.id}>{latest.message}</span>}
      </div>
    </AnnouncerContext.Provider>
  );
}

/** The page's announcer; the picker and entries must sit inside a {@link PlayAnnouncer}. */
export const useAnnounce = (): Announce => {
  const announce = useContext(AnnouncerContext);
  if (announce === null) throw new Error("useAnnounce must be used inside <PlayAnnouncer>");
  return announce;
};

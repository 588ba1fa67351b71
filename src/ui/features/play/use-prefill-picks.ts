import { useEffect, useRef, useState } from "react";
import type { Game } from "@/domain/game/game";
import type { TicketListControls } from "./entries/ticket-list-controls";
import { picksPrefill } from "./picks-prefill";

/** The page's word on the picks it was given: none given, filled in, or they did not fit. */
export type PrefillNotice = "none" | "filled" | "doesNotFit";

/**
 * Applies the `picks` parameter once, as soon as the list is there: the first entry is cleared and
 * takes the numbers; the other entries stay as they were. Then `onUsed` (the page removes the
 * parameter from the address, so a reload does not apply it again over later edits).
 */
export function usePrefillPicks(
  game: Game,
  picks: string | undefined,
  controls: TicketListControls | null,
  onUsed: (() => void) | undefined,
): PrefillNotice {
  const [notice, setNotice] = useState<PrefillNotice>("none");
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || picks === undefined || controls === null) return;
    applied.current = true;
    const outcome = picksPrefill(game, picks);
    if (outcome._tag === "Fill") {
      const first = controls.list.entries[0].id;
      controls.clearEntry(first);
      outcome.picks.forEach((pool, poolIndex) => pool.forEach((value) => controls.toggle(first, poolIndex, value)));
    }
    setNotice(outcome._tag === "Fill" ? "filled" : "doesNotFit");
    onUsed?.();
  }, [game, picks, controls, onUsed]);
  return notice;
}

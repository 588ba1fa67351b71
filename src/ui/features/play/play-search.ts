import { PICKS_PARAM } from "@/application/favourites/play-again";

/** The text of a query parameter; the router reads "7" as a number, so numbers come back as text. */
const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;

/** The game page's search: `picks` (play again, SPEC §2 favourite) when present. */
export const picksSearch = (search: Record<string, unknown>): { picks?: string } => {
  const picks = text(search[PICKS_PARAM]);
  return picks === undefined ? {} : { picks };
};

/** /numbers: `game` chooses the game, `picks` as on every game page (docs/play.md). */
export const numbersSearch = (search: Record<string, unknown>): { game?: string; picks?: string } => {
  const game = text(search["game"]);
  return { ...picksSearch(search), ...(game === undefined ? {} : { game }) };
};

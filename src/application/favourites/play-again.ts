import type { Favourite } from "@/application/ports/favourites.port";

/** The game page's query parameter that pre-fills an entry: pools joined by "-", numbers by ",". */
export const PICKS_PARAM = "picks";

/** "3,9,12,19,24,31-7" for [[3, 9, 12, 19, 24, 31], [7]]. */
export const encodePicks = (numbers: ReadonlyArray<ReadonlyArray<number>>): string =>
  numbers.map((pool) => pool.join(",")).join("-");

/** The reverse of {@link encodePicks}; anything that is not a list of whole numbers gives null. */
export const decodePicks = (text: string): ReadonlyArray<ReadonlyArray<number>> | null => {
  if (!/^\d+(,\d+)*(-\d+(,\d+)*)*$/.test(text)) return null;
  return text.split("-").map((pool) => pool.split(",").map(Number));
};

/** SPEC §2 /{slug} game page with the favourite's numbers (SPEC §2 /favourite "play again"). */
export const playAgainPath = (favourite: Pick<Favourite, "gameSlug" | "numbers">): string =>
  `/${encodeURIComponent(favourite.gameSlug)}?${PICKS_PARAM}=${encodePicks(favourite.numbers)}`;

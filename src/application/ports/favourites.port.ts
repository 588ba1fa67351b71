import type { Remote } from "@/application/ports/remote-result";

/** A saved number set for a game: one list per ball set, main first (SPEC §2 favourite). */
export interface Favourite {
  readonly id: string;
  readonly gameSlug: string;
  readonly name: string;
  readonly numbers: ReadonlyArray<ReadonlyArray<number>>;
  readonly createdAt: string;
}

export interface FavouritesPort {
  list(gameSlug?: string): Remote<ReadonlyArray<Favourite>>;
  add(favourite: Omit<Favourite, "id" | "createdAt">): Remote<Favourite>;
  remove(id: string): Remote<void>;
}

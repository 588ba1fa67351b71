import type { Favourite, FavouritesPort } from "@/application/ports/favourites.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /favourite: the saved number sets, optionally of one game. */
export class ListFavouritesUseCase {
  constructor(private readonly favourites: FavouritesPort) {}

  execute(input: { readonly gameSlug?: string } = {}): Remote<ReadonlyArray<Favourite>> {
    return this.favourites.list(input.gameSlug);
  }
}

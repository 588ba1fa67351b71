import type { FavouritesPort } from "@/application/ports/favourites.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /favourite: deletes one saved number set (the screen has asked for confirmation). */
export class RemoveFavouriteUseCase {
  constructor(private readonly favourites: FavouritesPort) {}

  execute(input: { readonly id: string }): Remote<void> {
    return this.favourites.remove(input.id);
  }
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FavouritesPort } from "@/application/ports/favourites.port";
import { ListFavouritesUseCase } from "@/application/favourites/list-favourites.use-case";
import { decodePicks, encodePicks, playAgainPath } from "@/application/favourites/play-again";
import { RemoveFavouriteUseCase } from "@/application/favourites/remove-favourite.use-case";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { ok } from "../fixtures";

describe("play again (SPEC §2 /favourite → the game page with the numbers)", () => {
  it("links to the game page with the numbers per pool", () => {
    expect(playAgainPath({ gameSlug: "lucky-day", numbers: [[3, 9, 12, 19, 24, 31], [7]] })).toBe(
      "/lucky-day?picks=3,9,12,19,24,31-7",
    );
  });

  it("decodes what it encodes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 7 }), { minLength: 1, maxLength: 3 }),
        (pools) => {
          expect(decodePicks(encodePicks(pools))).toEqual(pools);
        },
      ),
    );
  });

  it.each(["", "1,,2", "a,b", "1-", "-1", "1;2"])("refuses %j", (text) => {
    expect(decodePicks(text)).toBeNull();
  });
});

describe("favourites use cases", () => {
  it("lists and removes through the port", async () => {
    const list = recorder(() => ok([]));
    const remove = recorder(() => ok(undefined));
    const port = strictFake<FavouritesPort>("FavouritesPort", { list, remove });
    await new ListFavouritesUseCase(port).execute({ gameSlug: "lucky-day" });
    await new RemoveFavouriteUseCase(port).execute({ id: "fav-1" });
    expect(list.calls).toEqual([["lucky-day"]]);
    expect(remove.calls).toEqual([["fav-1"]]);
  });
});

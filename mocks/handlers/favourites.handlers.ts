import type { FavouriteRecord } from "../model";
import { api } from "../openapi-http";
import { done, invalid, notAnObject, notFound, ok, readBody, signedInUser, unauthorized } from "../respond";
import { findGame } from "../seed-games";
import { isoAt, mutate, nextId, sandboxNow, sandboxState } from "../state";
import { Fields } from "../validate";

/** Numbers per ball set: the right count, distinct and in range for each set of the game. */
function numbersFit(slug: string, numbers: unknown): boolean {
  const game = findGame(slug);
  if (game === undefined || !Array.isArray(numbers) || numbers.length !== game.setup.length) return false;
  return game.setup.every((set, index) => {
    const part: unknown = numbers[index];
    if (!Array.isArray(part) || part.length !== set.picks || new Set(part).size !== part.length) return false;
    return part.every((n) => Number.isInteger(n) && n >= set.min && n <= set.max);
  });
}

export const favouritesHandlers = [
  api.get("/api/favourites", ({ request, query }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const slug = query.get("game_slug");
    const all = sandboxState().favourites[String(user.id)] ?? [];
    return ok(slug === null ? all : all.filter((favourite) => favourite.game_slug === slug));
  }),

  api.post("/api/favourites", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const slug = fields.text("game_slug", "The game_slug is required.");
    const name = fields.text("name", "The name is required.", 50);
    if (slug !== undefined && findGame(slug) === undefined) fields.fail("game_slug", "Unknown game.");
    else if (slug !== undefined && !numbersFit(slug, body["numbers"]))
      fields.fail("numbers", "The numbers do not fit the game's ball sets.");
    if (!fields.valid || slug === undefined || name === undefined) return invalid(fields.errors);
    const favourite = mutate((state): FavouriteRecord => {
      const record = {
        id: nextId(state, "fav"),
        game_slug: slug,
        name,
        numbers: body["numbers"] as number[][],
        created_at: isoAt(sandboxNow()),
      };
      (state.favourites[String(user.id)] ??= []).unshift(record);
      return record;
    });
    return ok(favourite, 201, "Saved.");
  }),

  api.delete("/api/favourites/{id}", ({ request, params }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const list = sandboxState().favourites[String(user.id)] ?? [];
    if (!list.some((favourite) => favourite.id === params.id)) return notFound("No such favourite.");
    mutate((state) => {
      state.favourites[String(user.id)] = list.filter((favourite) => favourite.id !== params.id);
    });
    return done("Removed.");
  }),
];

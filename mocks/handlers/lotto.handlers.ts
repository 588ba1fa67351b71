import { recentDraws } from "../draw-results";
import { gulfIso } from "../draw-schedule";
import { gameDrawsView, gamesOnSale, prizeTiersView, specGameView } from "../game-views";
import { api } from "../openapi-http";
import {
  answerData,
  invalid,
  literal,
  notAnObject,
  notFound,
  ok,
  readBody,
  signedInUser,
  specLiteral,
  unauthorized,
} from "../respond";
import { GAMES, findGame } from "../seed-games";
import { sandboxNow } from "../state";
import { Fields } from "../validate";
import { WEEKLY_TICKET_LIMIT, ticketsThisWeek } from "../weekly-limit";

function queryInteger(value: string | null, fallback: number, min: number, max: number): number | null {
  if (value === null) return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : null;
}

export const lottoHandlers = [
  /** SPEC §7, §9: the game list, limit 4 by default. */
  api.get("/api/lotto/lottoGames", ({ query }) => {
    const limit = queryInteger(query.get("limit"), 4, 1, 50);
    if (limit === null) return invalid({ limit: ["The limit must be a whole number from 1 to 50."] });
    const games = gamesOnSale(sandboxNow(), limit);
    // SPEC §7 "data is a list of games" with the SPEC §3 Game fields only.
    return answerData(specLiteral() ? games.map(specGameView) : games, () => ok(games));
  }),

  api.get("/api/lotto/draws", ({ query }) => {
    const slug = query.get("game_slug");
    const limit = queryInteger(query.get("limit"), 10, 1, 50) ?? 10;
    const games = slug === null ? GAMES : GAMES.filter((game) => game.game_slug === slug);
    if (games.length === 0) return notFound(`Unknown game ${slug ?? ""}.`);
    return ok(games.map((game) => gameDrawsView(game, sandboxNow(), limit)));
  }),

  api.get("/api/lotto/prize-breakdown", ({ query }) => {
    const slug = query.get("game_slug");
    if (slug === null) return invalid({ game_slug: ["The game_slug is required."] });
    const game = findGame(slug);
    if (game === undefined) return notFound(`Unknown game ${slug}.`);
    const drawId = query.get("draw_id");
    const draws = recentDraws(game, sandboxNow(), 10);
    const draw = drawId === null ? draws[0] : draws.find((held) => held.draw_id === drawId);
    if (draw === undefined) return notFound(`Unknown draw ${drawId ?? ""}.`);
    return ok({
      game_slug: game.game_slug,
      draw_id: draw.draw_id,
      draw_date: gulfIso(draw.draw_at),
      tiers: prizeTiersView(game, draw),
    });
  }),

  /** SPEC §7: the weekly limit check, answer designed in docs/api-design.md (SPEC-literal: `{"result": true}`). */
  api.post("/api/user/limit-game-per-week", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const userId = fields.integer("user_id", "The user_id is required.");
    const quantity = fields.integer("quantity", "The quantity is required.", 1);
    if (userId !== undefined && userId !== user.id) fields.fail("user_id", "The user_id is not the signed-in user.");
    if (!fields.valid || quantity === undefined) return invalid(fields.errors);
    const remaining = Math.max(0, WEEKLY_TICKET_LIMIT - ticketsThisWeek(user.id, sandboxNow()));
    // SPEC-literal: SPEC §7 words this answer as "result" and shows nothing of it: the verdict alone.
    if (specLiteral()) return literal({ result: quantity <= remaining });
    return ok({ allowed: quantity <= remaining, remaining, limit: WEEKLY_TICKET_LIMIT });
  }),
];

import { HttpResponse } from "msw";
import type { components } from "@/adapters/http/generated/game-api";
import { recentDraws } from "../draw-results";
import { gulfIso } from "../draw-schedule";
import { toMajor } from "../money";
import { gameApi } from "../openapi-http";
import { literal, readBody, specLiteral } from "../respond";
import { GAMES } from "../seed-games";
import { sandboxNow } from "../state";
import { Fields } from "../validate";

type Schemas = components["schemas"];

/** Draws per game the results call answers. */
const RESULTS_PER_GAME = 5;

/** The seeded draws of every game, reported in the currency asked for (a sandbox has no exchange rates). */
function results(now: number, currency: string): Schemas["GameResults"][] {
  return GAMES.map((game) => ({
    game_id: game.game_id,
    game_slug: game.game_slug,
    name: game.name,
    results: recentDraws(game, now, RESULTS_PER_GAME).map((draw) => ({
      draw_id: draw.draw_id,
      event_id: draw.event_id,
      draw_date: gulfIso(draw.draw_at),
      numbers: draw.winning_numbers[0] ?? [],
      bonus_numbers: draw.winning_numbers[1] ?? [],
      jackpot: toMajor(draw.jackpot_fils),
      currency,
    })),
  }));
}

export const gameApiHandlers = [
  /**
   * SPEC §7: the separate game host, with account and currency from the app configuration. Any
   * ISO 4217 code is answered, so a build configured for another currency (VITE_CURRENCY) still
   * shows results.
   */
  gameApi.post("/fixed-standard-lotto/results", async ({ request }) => {
    const fields = new Fields((await readBody(request)) ?? {});
    fields.text("account", "The account is required.", 100);
    const currency = fields.matches(
      "currency",
      /^[A-Z]{3}$/,
      "The currency is required.",
      "The currency must be a 3-letter code.",
    );
    if (!fields.valid) {
      return HttpResponse.json<Schemas["ValidationError"]>(
        { status: 422, message: "The given data was invalid.", errors: fields.errors },
        { status: 422 },
      );
    }
    const data = results(sandboxNow(), currency ?? "AED");
    // SPEC-literal (docs/sandbox.md): SPEC §7 "reads data": `{ data }` alone, without the names and
    // currencies the shop already knows (the games list, the currency it asked in).
    if (specLiteral())
      return literal<Schemas["ResultsResponse"]>({
        data: data.map(({ name: _name, results: draws, ...game }) => ({
          ...game,
          results: draws.map(({ currency: _currency, ...draw }) => draw),
        })),
      });
    return HttpResponse.json<Schemas["ResultsResponse"]>({ status: 200, data });
  }),
];

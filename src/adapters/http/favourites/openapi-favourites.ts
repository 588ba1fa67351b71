import { Result, Schema } from "effect";
import type { Favourite, FavouritesPort } from "@/application/ports/favourites.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { DateTimeDto, ListResponse, MessageResponse, withData } from "@/adapters/http/envelope.schema";
import { readShown } from "@/adapters/http/read-each";

/** openapi/lotto-api.yaml Favourite. */
const FavouriteDto = Schema.Struct({
  id: Schema.String,
  game_slug: Schema.String,
  name: Schema.String,
  numbers: Schema.Array(Schema.Array(Schema.Int)),
  created_at: DateTimeDto,
});

const toFavourite = (dto: typeof FavouriteDto.Type): Favourite => ({
  id: dto.id,
  gameSlug: dto.game_slug,
  name: dto.name,
  numbers: dto.numbers,
  createdAt: dto.created_at,
});

/**
 * {@link FavouritesPort} over /api/favourites (SPEC §2 favourite page). The list is read favourite by
 * favourite: one that does not read is left out and logged, the others are shown.
 */
export class OpenApiFavourites implements FavouritesPort {
  constructor(
    private readonly client: LottoApiClient,
    /** Where a favourite left out of the list is reported. */
    private readonly logger?: LoggerPort,
  ) {}

  async list(gameSlug?: string): Remote<ReadonlyArray<Favourite>> {
    const query = gameSlug === undefined ? {} : { game_slug: gameSlug };
    const answer = await callApi(() => this.client.GET("/api/favourites", { params: { query } }), ListResponse);
    return Result.map(
      Result.flatMap(answer, ({ data }) => readShown(FavouriteDto, data, { logger: this.logger, what: "Favourites" })),
      (favourites) => favourites.map(toFavourite),
    );
  }

  async add(favourite: Omit<Favourite, "id" | "createdAt">): Remote<Favourite> {
    const body = { game_slug: favourite.gameSlug, name: favourite.name, numbers: favourite.numbers.map((set) => [...set]) };
    const answer = await callApi(() => this.client.POST("/api/favourites", { body }), withData(FavouriteDto));
    return Result.map(answer, ({ data }) => toFavourite(data));
  }

  async remove(id: string): Remote<void> {
    const answer = await callApi(() => this.client.DELETE("/api/favourites/{id}", { params: { path: { id } } }), MessageResponse);
    return Result.map(answer, () => undefined);
  }
}

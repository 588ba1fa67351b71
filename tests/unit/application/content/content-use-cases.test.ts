import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { Game } from "@/domain/game/game";
import type { ContentPort } from "@/application/ports/content.port";
import type { GameCatalogPort } from "@/application/ports/game-catalog.port";
import { GamesOnSaleUseCase } from "@/application/content/games-on-sale.use-case";
import { LoadFaqUseCase } from "@/application/content/load-faq.use-case";
import { LoadQuestionTypesUseCase } from "@/application/content/load-question-types.use-case";
import { nextDraw, NextDrawUseCase } from "@/application/content/next-draw.use-case";
import { SendContactMessageUseCase } from "@/application/content/send-contact-message.use-case";
import { FixedClock } from "../../fakes/fixed-clock";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { ok, sampleGame } from "../fixtures";

const game = (slug: string, drawDate: string): Game => ({ ...sampleGame(), gameSlug: slug, drawDate: drawDate });

describe("nextDraw (SPEC §2 /watch-live)", () => {
  const now = new Date("2030-01-01T12:00:00Z");
  it.each([
    [[], null],
    [[game("a", "2030-01-01T11:00:00Z")], null],
    [[game("a", "2030-01-04T20:00:00Z"), game("b", "2030-01-02T20:00:00Z")], "b"],
    [[game("a", "not a date"), game("b", "2030-01-02T20:00:00Z")], "b"],
    [[game("a", "2030-01-01T12:00:00Z"), game("b", "2030-01-05T20:00:00Z")], "b"],
  ] as const)("%j → %s", (games, slug) => {
    expect(nextDraw(games, now)?.game.gameSlug ?? null).toBe(slug);
  });

  it("reads the games on sale and the clock", async () => {
    const catalog = strictFake<GameCatalogPort>("Catalog", { listGames: () => ok([game("b", "2030-01-02T20:00:00Z")]) });
    const answer = await new NextDrawUseCase(catalog, new FixedClock(new Date("2030-01-01T00:00:00Z"))).execute();
    expect(Result.isSuccess(answer) && answer.success?.drawAt.toISOString()).toBe("2030-01-02T20:00:00.000Z");
  });
});

describe("content use cases", () => {
  it("load FAQ and question types in the product language (SPEC §1 'in' for Indonesian)", async () => {
    const faq = recorder(() => ok([]));
    const questionTypes = recorder(() => ok([]));
    const port = strictFake<ContentPort>("ContentPort", { faq, questionTypes });
    await new LoadFaqUseCase(port).execute({ locale: "in" });
    await new LoadQuestionTypesUseCase(port).execute({ locale: "ar" });
    expect(faq.calls).toEqual([["in"]]);
    expect(questionTypes.calls).toEqual([["ar"]]);
  });

  it("sends the decoded contact form with a numeric question id", async () => {
    const sendContactMessage = recorder(() => ok(undefined));
    await new SendContactMessageUseCase(strictFake<ContentPort>("ContentPort", { sendContactMessage })).execute({
      question_id: "2",
      name: "Sara Ali",
      email: "sara@example.com",
      phone_number: "501234567",
      content: "Hello there",
    });
    expect(sendContactMessage.calls).toEqual([
      [{ questionId: 2, name: "Sara Ali", email: "sara@example.com", phoneNumber: "501234567", content: "Hello there" }],
    ]);
  });

  it("read the games on sale (limit 4, SPEC §9); draws and prize tiers: draw-results.use-case.test.ts", async () => {
    const listGames = recorder(() => ok([]));
    const catalog = strictFake<GameCatalogPort>("Catalog", { listGames });
    await new GamesOnSaleUseCase(catalog).execute();
    expect(listGames.calls).toEqual([[4]]);
  });
});

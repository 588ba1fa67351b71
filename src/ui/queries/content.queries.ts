import { queryOptions } from "@tanstack/react-query";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import type { Injector } from "@/application/di-token";
import type { ContentLocale } from "@/application/ports/content.port";
import { queryKeys } from "./query-keys";
import { orThrow } from "./remote-query";

/** SPEC §2 /faq in the product language. */
export const faqQuery = (injector: Injector, locale: ContentLocale) =>
  queryOptions({
    queryKey: queryKeys.content.faq(locale),
    queryFn: () => orThrow(injector.get(CONTENT_TOKENS.loadFaq).execute({ locale })),
  });

/** SPEC §2 /contact-us: the question types of the form's select. */
export const questionTypesQuery = (injector: Injector, locale: ContentLocale) =>
  queryOptions({
    queryKey: queryKeys.content.questionTypes(locale),
    queryFn: () => orThrow(injector.get(CONTENT_TOKENS.loadQuestionTypes).execute({ locale })),
  });

/** SPEC §2 /draws: past draws of one game, or of every game. */
export const pastDrawsQuery = (injector: Injector, gameSlug: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.content.draws(gameSlug),
    queryFn: () => orThrow(injector.get(CONTENT_TOKENS.pastDraws).execute(gameSlug === undefined ? {} : { gameSlug })),
  });

/** SPEC §2 /prize-breakdown: a game's tiers. */
export const prizeBreakdownQuery = (injector: Injector, gameSlug: string) =>
  queryOptions({
    queryKey: queryKeys.content.prizeBreakdown(gameSlug),
    queryFn: () => orThrow(injector.get(CONTENT_TOKENS.prizeBreakdown).execute({ gameSlug })),
  });

/** SPEC §2 /watch-live: the next draw. */
export const nextDrawQuery = (injector: Injector) =>
  queryOptions({
    queryKey: queryKeys.content.nextDraw,
    queryFn: () => orThrow(injector.get(CONTENT_TOKENS.nextDraw).execute()),
  });

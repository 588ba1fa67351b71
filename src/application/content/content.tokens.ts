import { token } from "@/application/di-token";
import type { GamesOnSaleUseCase } from "@/application/content/games-on-sale.use-case";
import type { LoadFaqUseCase } from "@/application/content/load-faq.use-case";
import type { LoadQuestionTypesUseCase } from "@/application/content/load-question-types.use-case";
import type { NextDrawUseCase } from "@/application/content/next-draw.use-case";
import type { PastDrawsUseCase } from "@/application/content/past-draws.use-case";
import type { PrizeBreakdownUseCase } from "@/application/content/prize-breakdown.use-case";
import type { SendContactMessageUseCase } from "@/application/content/send-contact-message.use-case";
import type { ContentPort } from "@/application/ports/content.port";

/**
 * The information pages (SPEC §2 faq, contact-us, draws, prize-breakdown, watch-live). Games on
 * sale and past draws belong to the core (the home page shows them); the rest, with the content
 * port, is bound by the content module.
 */
export const CONTENT_TOKENS = {
  content: token<ContentPort>("ContentPort"),
  loadFaq: token<LoadFaqUseCase>("LoadFaqUseCase"),
  loadQuestionTypes: token<LoadQuestionTypesUseCase>("LoadQuestionTypesUseCase"),
  sendContactMessage: token<SendContactMessageUseCase>("SendContactMessageUseCase"),
  pastDraws: token<PastDrawsUseCase>("PastDrawsUseCase"),
  prizeBreakdown: token<PrizeBreakdownUseCase>("PrizeBreakdownUseCase"),
  gamesOnSale: token<GamesOnSaleUseCase>("GamesOnSaleUseCase"),
  nextDraw: token<NextDrawUseCase>("NextDrawUseCase"),
} as const;

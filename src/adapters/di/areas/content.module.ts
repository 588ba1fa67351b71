import { ContainerModule } from "inversify";
import { CONTENT_TOKENS as CONTENT } from "@/application/content/content.tokens";
import { LoadFaqUseCase } from "@/application/content/load-faq.use-case";
import { LoadQuestionTypesUseCase } from "@/application/content/load-question-types.use-case";
import { NextDrawUseCase } from "@/application/content/next-draw.use-case";
import { PrizeBreakdownUseCase } from "@/application/content/prize-breakdown.use-case";
import { SendContactMessageUseCase } from "@/application/content/send-contact-message.use-case";
import { TOKENS as T } from "@/application/tokens";
import { OpenApiContent } from "@/adapters/http/content/openapi-content";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindClass } from "@/adapters/di/bind";
import { bindRemoteClass } from "@/adapters/di/bind-remote";

/**
 * The information pages (SPEC §2 faq, contact-us, prize-breakdown, watch-live) and the content
 * port (FAQ, contact, certificate offers). Games on sale and past draws stay in the core: the home
 * page shows them.
 */
export const contentModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindRemoteClass(area, CONTENT.content, OpenApiContent, [A.lottoApi, T.currencyExponent, T.logger]);
    bindClass(area, CONTENT.loadFaq, LoadFaqUseCase, [CONTENT.content]);
    bindClass(area, CONTENT.loadQuestionTypes, LoadQuestionTypesUseCase, [CONTENT.content]);
    bindClass(area, CONTENT.sendContactMessage, SendContactMessageUseCase, [CONTENT.content]);
    bindClass(area, CONTENT.prizeBreakdown, PrizeBreakdownUseCase, [T.gameCatalog]);
    bindClass(area, CONTENT.nextDraw, NextDrawUseCase, [T.gameCatalog, T.clock]);
  });

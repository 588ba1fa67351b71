/**
 * The information pages' use-case classes (FAQ, contact us, prize breakdown, watch live) in one
 * module, so they make one chunk, imported by the first call of any of them
 * (docs/architecture-ports.md, "Lazy use cases"). Only bind-account-use-cases.ts imports it, and
 * only dynamically.
 */
export { LoadFaqUseCase } from "@/application/content/load-faq.use-case";
export { LoadQuestionTypesUseCase } from "@/application/content/load-question-types.use-case";
export { NextDrawUseCase } from "@/application/content/next-draw.use-case";
export { PrizeBreakdownUseCase } from "@/application/content/prize-breakdown.use-case";
export { SendContactMessageUseCase } from "@/application/content/send-contact-message.use-case";

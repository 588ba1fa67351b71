import type { ContentLocale, ContentPort, FaqGroup } from "@/application/ports/content.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /faq: the question groups, in the product language (SPEC §1 en, ar, in). */
export class LoadFaqUseCase {
  constructor(private readonly content: ContentPort) {}

  execute(input: { readonly locale: ContentLocale }): Remote<ReadonlyArray<FaqGroup>> {
    return this.content.faq(input.locale);
  }
}

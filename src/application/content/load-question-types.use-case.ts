import type { ContentLocale, ContentPort, QuestionType } from "@/application/ports/content.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /contact-us: the question types of the contact form's select come from the API. */
export class LoadQuestionTypesUseCase {
  constructor(private readonly content: ContentPort) {}

  execute(input: { readonly locale: ContentLocale }): Remote<ReadonlyArray<QuestionType>> {
    return this.content.questionTypes(input.locale);
  }
}

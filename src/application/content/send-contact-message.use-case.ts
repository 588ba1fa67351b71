import type { ContactForm } from "@/domain/validation/contact.schema";
import type { ContentPort } from "@/application/ports/content.port";
import type { Remote } from "@/application/ports/remote-result";

/**
 * SPEC §2 /contact-us: the SPEC §3 contact form, decoded by the domain's ContactForm (SPEC §5:
 * trimmed, email lowercased), is sent. The select's key may be text; the API wants the number.
 */
export class SendContactMessageUseCase {
  constructor(private readonly content: ContentPort) {}

  execute(form: ContactForm): Remote<void> {
    return this.content.sendContactMessage({
      questionId: Number(form.question_id),
      name: form.name,
      email: form.email,
      phoneNumber: form.phone_number,
      content: form.content,
    });
  }
}

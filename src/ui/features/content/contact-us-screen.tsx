import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { sendContactMessageMutation } from "@/ui/queries/content.mutations";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { useOutcome } from "@/ui/forms/use-outcome";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { productCode } from "@/ui/i18n/locale";
import { questionTypesQuery } from "@/ui/queries/content.queries";
import { ContactForm } from "./contact-form";

/** The API's names are the SPEC §3 contact form's own names. */
const CONTACT_FIELDS = {
  question_id: "question_id",
  name: "name",
  email: "email",
  phone_number: "phone_number",
  content: "content",
};

/** SPEC §2 /contact-us: question types from the API, then the message is sent. */
export function ContactUsScreen() {
  return (
    <QueryBoundary>
      <ContactUs />
    </QueryBoundary>
  );
}

function ContactUs() {
  const { locale } = useI18nContext();
  const injector = useContainer();
  const send = useMutation(sendContactMessageMutation(injector));
  const outcome = useOutcome();
  const { data: questionTypes } = useSuspenseQuery(questionTypesQuery(injector, productCode(locale)));
  return (
    <ContactForm
      questionTypes={questionTypes}
      pending={send.isPending}
      onSubmit={async (form) => outcome(await send.mutateAsync(form), CONTACT_FIELDS)}
    />
  );
}

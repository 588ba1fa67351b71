import "@/ui/forms/form.css";
import "./content.css";
import { Result } from "effect";
import { useEffect, useRef, useState } from "react";
import { CONTACT_CONTENT_MAX, ContactForm as ContactSchema } from "@/domain/validation/contact.schema";
import { validate } from "@/domain/validation/validate";
import type { QuestionType } from "@/application/ports/content.port";
import { charCount } from "@/domain/validation/text-field";
import { Button } from "@/ui/components/button";
import { Select } from "@/ui/components/select";
import { TextAreaField } from "@/ui/components/text-area-field";
import { TextField } from "@/ui/components/text-field";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { schemaErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";
import { useNumericEntry } from "@/ui/forms/numeric-entry";
import { useI18nContext } from "@/ui/i18n/i18n-react";

const EMPTY = { question_id: "", name: "", email: "", phone_number: "", content: "" };

export interface ContactFormProps {
  readonly questionTypes: ReadonlyArray<QuestionType>;
  /** Receives the form as the domain decoded it (SPEC §5: trimmed, email lowercased). */
  readonly onSubmit: (form: ContactSchema) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
}

/** SPEC §2 /contact-us: the SPEC §3 contact form with every SPEC §5 contact message; a success state. */
export function ContactForm({ questionTypes, onSubmit, pending = false }: ContactFormProps) {
  const { LL } = useI18nContext();
  const phone = useNumericEntry();
  const c = LL.content.contact;
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);
  const form = useForm({
    pending,
    initial: EMPTY,
    validate: schemaErrors(ContactSchema),
    submit: async (values) => {
      const decoded = validate(ContactSchema, values);
      if (Result.isFailure(decoded)) return { fieldErrors: decoded.failure };
      const outcome = await onSubmit(decoded.success);
      if (outcome) return outcome;
      form.reset(EMPTY);
      setSent(true);
    },
  });
  if (sent) {
    return (
      <div className="content-stack">
        <p ref={done} tabIndex={-1} role="status" className="content-status">
          {c.sent()}
        </p>
        <p>
          <Button variant="secondary" onPress={() => setSent(false)}>
            {c.sendAnother()}
          </Button>
        </p>
      </div>
    );
  }
  // A phone's keyboard: words capitalised for a name; for an e-mail address the keys with @ and .,
  // no capital letter and no spelling fixes (the field stays type="text": SPEC §5 trims and
  // lowercases it, and its own messages say what is wrong).
  const typing = {
    name: { autoComplete: "name", autoCapitalize: "words" },
    email: { autoComplete: "email", inputMode: "email", autoCapitalize: "none", spellCheck: false },
  } as const;
  const text = (key: "name" | "email", label: string) => (
    <TextField
      id={form.idOf(key)}
      label={label}
      value={form.values[key]}
      onChange={(value) => form.set(key, value)}
      errorMessage={form.errorOf(key)}
      {...typing[key]}
      isRequired
    />
  );
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary
        form={form}
        fields={[
          ["question_id", c.questionType()],
          ["name", c.name()],
          ["email", c.email()],
          ["phone_number", c.phone()],
          ["content", c.message()],
        ]}
      />
      <Select
        id={form.idOf("question_id")}
        label={c.questionType()}
        options={questionTypes.map((type) => ({ id: String(type.id), label: type.name }))}
        value={form.values.question_id === "" ? null : form.values.question_id}
        onChange={(value) => form.set("question_id", value)}
        errorMessage={form.errorOf("question_id")}
        isRequired
      />
      {text("name", c.name())}
      {text("email", c.email())}
      <TextField
        id={form.idOf("phone_number")}
        label={c.phone()}
        value={form.values.phone_number}
        description={phone.describe()}
        onChange={(value) => form.set("phone_number", phone.take(value))}
        errorMessage={form.errorOf("phone_number")}
        inputMode="tel"
        autoComplete="tel"
        isRequired
      />
      <TextAreaField
        id={form.idOf("content")}
        label={c.message()}
        description={c.messageCount({ count: charCount(form.values.content.trim()), max: CONTACT_CONTENT_MAX })}
        value={form.values.content}
        onChange={(value) => form.set("content", value)}
        errorMessage={form.errorOf("content")}
        isRequired
      />
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : c.submit()}
        </Button>
      </div>
    </form>
  );
}

/**
 * Field name → the message to show beside it: a validation message key (the domain's schemas, or a
 * server's SPEC §5 text read at the HTTP edge), or a server's own words (see messageText).
 */
export type FormErrors = Readonly<Record<string, string>>;

/** What a submit handler reports back when the server refused the form (values are never cleared). */
export interface SubmitOutcome {
  readonly fieldErrors?: FormErrors;
  /** A message for the whole form, already in the user's language. */
  readonly formError?: string;
}

export const hasErrors = (errors: FormErrors): boolean => Object.keys(errors).length > 0;

/** The first server message per field, renamed from the API's JSON names to the form's names. */
export const mapFieldErrors = (
  fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>,
  names: Readonly<Record<string, string>>,
): FormErrors => {
  const mapped: Record<string, string> = {};
  for (const [apiName, messages] of Object.entries(fieldErrors)) {
    const name = names[apiName];
    const first = messages[0];
    if (name !== undefined && first !== undefined) mapped[name] ??= first;
  }
  return mapped;
};

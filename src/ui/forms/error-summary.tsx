import "./form.css";
import { useId } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { FormController } from "./use-form";

export interface ErrorSummaryProps<V> {
  readonly form: FormController<V>;
  /** The form's fields in reading order, with their visible labels. */
  readonly fields: ReadonlyArray<readonly [keyof V & string, string]>;
}

/**
 * The form-level summary of what stops a submit: focused when a submit is refused, so a screen
 * reader reads it first; each entry links to its field (every message is also beside its field).
 */
export function ErrorSummary<V>({ form, fields }: ErrorSummaryProps<V>) {
  const { LL } = useI18nContext();
  const headingId = useId();
  const listed = fields.flatMap(([key, label]) => {
    const message = form.errorOf(key);
    return message === undefined ? [] : [{ key, label, message }];
  });
  if (listed.length === 0 && form.formError === null) return null;
  return (
    <div ref={form.summaryRef} tabIndex={-1} role="group" className="form-error-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-error-summary__title">
        {LL.account.form.errorSummaryTitle()}
      </h2>
      {form.formError === null ? null : <p className="form-error-summary__form">{form.formError}</p>}
      {listed.length === 0 ? null : (
        <>
          <p>{LL.account.form.errorSummaryIntro({ count: listed.length })}</p>
          <ul className="form-error-summary__list">
            {listed.map(({ key, label, message }) => (
              <li key={key}>
                <a
                  href={`#${form.idOf(key)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(form.idOf(key))?.focus();
                  }}
                >
                  {label}: {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { messageText } from "@/ui/i18n/validation-message";
import { type FormErrors, hasErrors, type SubmitOutcome } from "./form-errors";

export interface UseFormOptions<V> {
  readonly initial: V;
  /** The SPEC §5 rules: field → message, {} when the values may be sent. */
  readonly validate: (values: V) => FormErrors;
  /** Sends valid values (starts the form's mutation); answers what the server refused, or nothing on success. */
  readonly submit: (values: V) => Promise<SubmitOutcome | void>;
  /**
   * The form's mutation is on its way (its `isPending`): the submit button is busy and a submit
   * does nothing, so a double submit starts one mutation. A form whose submit only opens a
   * confirmation passes the pending state of the mutation that confirmation starts.
   */
  readonly pending: boolean;
}

export interface FormController<V> {
  readonly values: V;
  /** The messages shown now (client rules after the first submit, then the server's), untranslated. */
  readonly errors: FormErrors;
  readonly formError: string | null;
  /** The mutation's isPending, as given. */
  readonly pending: boolean;
  /** True once a submit was tried: the error summary is shown from then on. */
  readonly attempted: boolean;
  readonly formId: string;
  set<K extends keyof V>(key: K, value: V[K]): void;
  /** Start again with these values and no messages (e.g. after a successful submit). */
  reset(values: V): void;
  idOf(key: keyof V & string): string;
  /** The translated message of a field, for the kit's `errorMessage` prop. */
  errorOf(key: keyof V & string): string | undefined;
  onSubmit(event?: FormEvent): void;
  /** Show a refusal that arrived outside onSubmit (e.g. after a confirmation dialog). */
  fail(outcome: SubmitOutcome): void;
  /** Focus goes here when a submit is refused (SPEC §5 messages, announced). */
  readonly summaryRef: React.RefObject<HTMLDivElement | null>;
}

const without = (errors: FormErrors, key: string): FormErrors => {
  if (!(key in errors)) return errors;
  const { [key]: _dropped, ...rest } = errors;
  return rest;
};

/**
 * One form's state. Values are never cleared by an error (what the user typed is kept); after the
 * first submit the SPEC §5 rules run again on every change, so fixed fields lose their message at
 * once; a submit while the form's mutation is pending is ignored (one request).
 */
export function useForm<V extends object>({ initial, validate, submit, pending }: UseFormOptions<V>): FormController<V> {
  const { LL } = useI18nContext();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const errors: FormErrors = attempted ? { ...serverErrors, ...validate(values) } : serverErrors;

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => without(current, String(key)));
  }, []);

  const fail = useCallback((outcome: SubmitOutcome) => {
    setAttempted(true);
    setServerErrors(outcome.fieldErrors ?? {});
    setFormError(outcome.formError ?? null);
    setFocusRequest((n) => n + 1);
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setAttempted(false);
    setServerErrors({});
    setFormError(null);
  }, []);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    setAttempted(true);
    setServerErrors({});
    setFormError(null);
    if (hasErrors(validate(values))) {
      setFocusRequest((n) => n + 1);
      return;
    }
    void submit(values).then((outcome) => {
      if (outcome) fail(outcome);
    });
  };

  return {
    values,
    errors,
    formError,
    pending,
    attempted,
    formId,
    set,
    reset,
    idOf: (key) => `${formId}-${key}`,
    errorOf: (key) => messageText(LL, errors[key]),
    onSubmit,
    fail,
    summaryRef,
  };
}

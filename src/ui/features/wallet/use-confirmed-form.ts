import { useRef, useState } from "react";
import type { FormErrors, SubmitOutcome } from "@/ui/forms/form-errors";
import { type FormController, useForm } from "@/ui/forms/use-form";

/** A money movement's end: the success text, or what the server refused. */
export type MoveResult = { readonly done: string } | SubmitOutcome;

export interface ConfirmedForm<V> {
  readonly form: FormController<V>;
  /** The confirmation dialog is open (SPEC: a confirmation before money moves). */
  readonly confirming: boolean;
  readonly setConfirming: (open: boolean) => void;
  /** Runs the movement once: a second confirm while one is on its way does nothing. */
  readonly confirm: () => void;
  readonly moving: boolean;
  readonly status: string;
}

/**
 * A wallet form: valid values open a confirmation dialog; confirming sends exactly one request
 * (pending state, double-submit ignored); success says the new balance and empties the form,
 * a refusal is shown beside the fields with the values kept.
 */
export function useConfirmedForm<V extends object>(options: {
  readonly initial: V;
  readonly validate: (values: V) => FormErrors;
  readonly move: (values: V) => Promise<MoveResult>;
}): ConfirmedForm<V> {
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [status, setStatus] = useState("");
  const inFlight = useRef(false);
  const form = useForm({
    initial: options.initial,
    validate: options.validate,
    submit: async () => {
      setStatus("");
      setConfirming(true);
    },
  });
  const confirm = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMoving(true);
    void options
      .move(form.values)
      .then((result) => {
        if ("done" in result) {
          setStatus(result.done);
          form.reset(options.initial);
        } else form.fail(result);
      })
      .finally(() => {
        inFlight.current = false;
        setMoving(false);
      });
  };
  return { form, confirming, setConfirming, confirm, moving, status };
}

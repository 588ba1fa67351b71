import { useState } from "react";
import type { FormErrors, SubmitOutcome } from "@/ui/forms/form-errors";
import { type FormController, useForm } from "@/ui/forms/use-form";

/** A money movement's end: the success text, or what the server refused. */
export type MoveResult = { readonly done: string } | SubmitOutcome;

export interface ConfirmedForm<V> {
  readonly form: FormController<V>;
  /** The confirmation dialog is open (SPEC: a confirmation before money moves). */
  readonly confirming: boolean;
  readonly setConfirming: (open: boolean) => void;
  /** Runs the movement: a confirm while one is on its way (`moving`) does nothing. */
  readonly confirm: () => void;
  readonly moving: boolean;
  readonly status: string;
}

/**
 * A wallet form: valid values open a confirmation dialog; confirming starts the move's mutation,
 * once: while it is pending (`moving`, the mutation's isPending) a confirm does nothing; success says the new balance and empties the form,
 * a refusal is shown beside the fields with the values kept.
 */
export function useConfirmedForm<V extends object>(options: {
  readonly moving: boolean;
  readonly initial: V;
  readonly validate: (values: V) => FormErrors;
  readonly move: (values: V) => Promise<MoveResult>;
}): ConfirmedForm<V> {
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState("");
  const form = useForm({
    pending: options.moving,
    initial: options.initial,
    validate: options.validate,
    submit: async () => {
      setStatus("");
      setConfirming(true);
    },
  });
  const confirm = () => {
    if (options.moving) return;
    void options.move(form.values).then((result) => {
      if ("done" in result) {
        setStatus(result.done);
        form.reset(options.initial);
      } else form.fail(result);
    });
  };
  return { form, confirming, setConfirming, confirm, moving: options.moving, status };
}

import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";

export interface PlainFieldHelpProps {
  /** The field's id prefix: the description is `${id}-description`, the error `${id}-error`. */
  readonly id: string;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
}

/** The ids a native control is described by: its description, then its error, when shown. */
export function describedByIds({ id, description, errorMessage }: PlainFieldHelpProps): string | undefined {
  const ids = [description ? `${id}-description` : null, errorMessage ? `${id}-error` : null].filter(Boolean);
  return ids.length === 0 ? undefined : ids.join(" ");
}

/**
 * FieldHelp for the kit's native controls (Checkbox, RadioGroup): the same markup,
 * linked by id (see {@link describedByIds}). The polite live wrapper exists before the error does,
 * so a new error is announced.
 */
export function PlainFieldHelp({ id, description, errorMessage }: PlainFieldHelpProps) {
  return (
    <>
      {description ? (
        <span id={`${id}-description`} className="ui-field__description">
          {description}
        </span>
      ) : null}
      <div className="ui-field__error-slot" aria-live="polite">
        {errorMessage ? (
          <span id={`${id}-error`} className="ui-field__error">
            {errorMessage}
          </span>
        ) : null}
      </div>
    </>
  );
}

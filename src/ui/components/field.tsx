import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";
import { FieldError, Text } from "react-aria-components";

export interface FieldHelpProps {
  readonly description?: ReactNode;
  /** Already in words (see messageText in ui/i18n/validation-message.ts); the field is invalid while it is set. */
  readonly errorMessage?: string | undefined;
}

/**
 * Description and error under a field. React-aria links both to the input with aria-describedby;
 * the polite live wrapper exists before the error does, so a new error is announced.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <div className="ui-field__error-slot" aria-live="polite">
        <FieldError className="ui-field__error">{errorMessage}</FieldError>
      </div>
    </>
  );
}

/** Invalid exactly when there is a message to show (SPEC §5 messages come from the domain). */
export const isInvalid = (errorMessage: string | undefined): boolean => errorMessage !== undefined && errorMessage !== "";

import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";
import { Label, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { firstLetterDirection } from "./bidi";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";

export interface TextAreaFieldProps extends Omit<
  AriaTextFieldProps,
  "className" | "children" | "isInvalid" | "validationBehavior" | "validate"
> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly rows?: number;
  readonly className?: string;
}

/**
 * A labelled multi-line text input (e.g. the contact form's message), with the same help and
 * error behaviour as TextField: the translated message beside it, aria-invalid, announced.
 */
export function TextAreaField({ label, description, errorMessage, rows = 5, className, ...props }: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={isInvalid(errorMessage)} validationBehavior="aria" className={cx("ui-field", className)}>
      <Label className="ui-field__label">{label}</Label>
      {/* A message reads in the direction of its first letter (text-field.tsx). */}
      <TextArea className="ui-input" rows={rows} dir={firstLetterDirection(props.value ?? "")} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

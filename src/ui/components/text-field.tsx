import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";
import { Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, "className" | "children" | "isInvalid" | "validationBehavior" | "validate"> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly placeholder?: string;
  readonly className?: string;
}

/**
 * A labelled text input. Validation is the domain's (SPEC §5): pass the translated message and the
 * field shows it beside the input, marks itself aria-invalid and announces it.
 */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid(errorMessage)}
      validationBehavior="aria"
      className={cx("ui-field", className)}
    >
      <Label className="ui-field__label">{label}</Label>
      <Input className="ui-input ui-target" {...(placeholder === undefined ? {} : { placeholder })} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

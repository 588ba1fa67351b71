import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from "react-aria-components";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";
import { CheckIcon } from "./icons";

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, "className" | "children" | "isInvalid" | "validationBehavior" | "validate"> {
  readonly children: ReactNode;
  readonly description?: ReactNode;
  /** E.g. SPEC §5 "Please accept the Terms & Conditions and Privacy Policy", translated. */
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/** A checkbox with its label, optional help text and an announced error. */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={isInvalid(errorMessage)}
      validationBehavior="aria"
      className={cx("ui-field", "ui-checkbox", className)}
    >
      <CheckboxButton className="ui-checkbox__button ui-target">
        <span className="ui-checkbox__box" aria-hidden="true">
          <CheckIcon className="ui-checkbox__check" />
        </span>
        <span>{children}</span>
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}

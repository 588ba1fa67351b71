import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";
import {
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from "react-aria-components";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";

export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, "className" | "children" | "isInvalid" | "validationBehavior" | "validate"> {
  readonly label: ReactNode;
  readonly options: ReadonlyArray<RadioOption>;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/** One choice out of a few visible options (e.g. payment method), arrow keys move between them. */
export function RadioGroup({ label, options, description, errorMessage, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      isInvalid={isInvalid(errorMessage)}
      validationBehavior="aria"
      className={cx("ui-field", "ui-radio-group", className)}
    >
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            {...(option.isDisabled === undefined ? {} : { isDisabled: option.isDisabled })}
            className="ui-radio"
          >
            <RadioButton className="ui-radio__button ui-target">
              <span className="ui-radio__dot" aria-hidden="true" />
              <span>{option.label}</span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

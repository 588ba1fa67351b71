import "@/ui/styles/components/field.css";
import { type ReactNode, useId, useState } from "react";
import { cx } from "./class-names";
import { FOCUS_MARK } from "./focus-mark";
import { describedByIds, PlainFieldHelp } from "./plain-field-help";

export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly isDisabled?: boolean;
}

export interface RadioGroupProps {
  readonly label: ReactNode;
  readonly options: ReadonlyArray<RadioOption>;
  /** Controlled choice (null: none); with `defaultValue` for an uncontrolled group. */
  readonly value?: string | null;
  readonly defaultValue?: string | null;
  readonly onChange?: (value: string) => void;
  readonly isDisabled?: boolean;
  readonly isRequired?: boolean;
  readonly name?: string;
  /** The group's id (an error summary links to it). */
  readonly id?: string;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/**
 * One choice out of a few visible options (e.g. payment method): native radios sharing a name,
 * so the browser gives one Tab stop and arrow keys move (and choose) between them.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  isDisabled,
  isRequired,
  name,
  id,
  description,
  errorMessage,
  className,
}: RadioGroupProps) {
  const ids = useId();
  const [own, setOwn] = useState<string | null>(defaultValue ?? null);
  const chosen = value === undefined ? own : value;
  const invalid = errorMessage !== undefined && errorMessage !== "";
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={`${ids}-label`}
      aria-describedby={describedByIds({ id: ids, description, errorMessage })}
      aria-invalid={invalid || undefined}
      aria-required={isRequired || undefined}
      className={cx("ui-field", "ui-radio-group", className)}
      data-invalid={invalid || undefined}
    >
      <span id={`${ids}-label`} className="ui-field__label">
        {label}
      </span>
      <div className="ui-radio-group__options">
        {options.map((option) => {
          const selected = option.value === chosen;
          const disabled = isDisabled === true || option.isDisabled === true;
          return (
            <div key={option.value} className="ui-radio">
              <label
                className="ui-radio__button ui-target"
                data-selected={selected || undefined}
                data-disabled={disabled || undefined}
              >
                <input
                  {...FOCUS_MARK}
                  type="radio"
                  className="ui-visually-hidden"
                  name={name ?? ids}
                  value={option.value}
                  checked={selected}
                  disabled={disabled}
                  onChange={() => {
                    setOwn(option.value);
                    onChange?.(option.value);
                  }}
                />
                <span className="ui-radio__dot" aria-hidden="true" />
                <span>{option.label}</span>
              </label>
            </div>
          );
        })}
      </div>
      <PlainFieldHelp id={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}

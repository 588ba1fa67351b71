import "@/ui/styles/components/field.css";
import { type ReactNode, useId, useState } from "react";
import { cx } from "./class-names";
import { FOCUS_MARK } from "./focus-mark";
import { CheckIcon } from "./icons";
import { describedByIds, PlainFieldHelp } from "./plain-field-help";

export interface CheckboxProps {
  readonly children: ReactNode;
  /** Controlled state; with `defaultSelected` for an uncontrolled box. */
  readonly isSelected?: boolean;
  readonly defaultSelected?: boolean;
  readonly onChange?: (isSelected: boolean) => void;
  readonly isDisabled?: boolean;
  readonly isRequired?: boolean;
  /** The input's id (an error summary links to it). */
  readonly id?: string;
  readonly name?: string;
  readonly value?: string;
  readonly description?: ReactNode;
  /** E.g. SPEC §5 "Please accept the Terms & Conditions and Privacy Policy", translated. */
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/**
 * A native checkbox with its label, optional help text and an announced error. The input is
 * visually hidden inside its label; the box beside it is drawn, the focus ring is on the label.
 */
export function Checkbox({
  children,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled,
  isRequired,
  id,
  name,
  value,
  description,
  errorMessage,
  className,
}: CheckboxProps) {
  const ids = useId();
  const [own, setOwn] = useState(defaultSelected ?? false);
  const checked = isSelected ?? own;
  const invalid = errorMessage !== undefined && errorMessage !== "";
  return (
    <div className={cx("ui-field", "ui-checkbox", className)} data-invalid={invalid || undefined}>
      <label
        className="ui-checkbox__button ui-target"
        data-selected={checked || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          {...FOCUS_MARK}
          type="checkbox"
          className="ui-visually-hidden"
          id={id}
          name={name}
          value={value}
          checked={checked}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds({ id: ids, description, errorMessage })}
          onChange={(event) => {
            setOwn(event.currentTarget.checked);
            onChange?.(event.currentTarget.checked);
          }}
        />
        <span className="ui-checkbox__box" aria-hidden="true">
          <CheckIcon className="ui-checkbox__check" />
        </span>
        <span>{children}</span>
      </label>
      <PlainFieldHelp id={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}

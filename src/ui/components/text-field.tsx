import "@/ui/styles/components/field.css";
import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { firstLetterDirection } from "./bidi";
import { cx } from "./class-names";
import { describedByIds, PlainFieldHelp } from "./plain-field-help";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "className" | "value" | "defaultValue" | "onChange" | "disabled" | "readOnly" | "required" | "children"
>;

export interface TextFieldProps extends NativeInputProps {
  readonly label: ReactNode;
  /** Controlled text; with `defaultValue` for an uncontrolled field. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onChange?: (value: string) => void;
  readonly isDisabled?: boolean;
  readonly isReadOnly?: boolean;
  readonly isRequired?: boolean;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly placeholder?: string;
  readonly className?: string;
}

/** Keyboards whose text reads left to right in every language: phone numbers, addresses, digits. */
const LEFT_TO_RIGHT_KEYBOARDS = new Set(["tel", "email", "url", "numeric", "decimal"]);

/**
 * A phone number, an e-mail address, a web address or digits read left to right in every language:
 * such a field is `dir="ltr"`, so in an Arabic page "+971 501234567" does not show as
 * "501234567 971+". A code the keyboard does not tell apart (a voucher) passes `dir="ltr"` itself.
 * Any other field takes the direction of its value's first letter (`firstLetterDirection`, as
 * `dir="auto"` would, but written out for field.css to read), so an English name or search typed
 * in an Arabic page keeps its full stop or "?" at its end. Either way field.css lines the field up
 * with the page's other fields.
 */
const leftToRight = ({ type, inputMode }: NativeInputProps): boolean =>
  LEFT_TO_RIGHT_KEYBOARDS.has(inputMode ?? "") || LEFT_TO_RIGHT_KEYBOARDS.has(type ?? "");

/**
 * A labelled native text input. Validation is the domain's (SPEC §5): pass the translated message
 * and the field shows it beside the input, marks itself aria-invalid and announces it. The `id`
 * is the input's (an error summary links to it).
 */
export function TextField({
  label,
  value,
  defaultValue,
  onChange,
  isDisabled,
  isReadOnly,
  isRequired,
  description,
  errorMessage,
  className,
  id,
  ...props
}: TextFieldProps) {
  const ids = useId();
  const inputId = id ?? `${ids}-input`;
  const [own, setOwn] = useState(defaultValue ?? "");
  const invalid = errorMessage !== undefined && errorMessage !== "";
  return (
    <div className={cx("ui-field", className)} data-invalid={invalid || undefined}>
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      <input
        type="text"
        dir={leftToRight(props) ? "ltr" : firstLetterDirection(value ?? own)}
        {...props}
        id={inputId}
        className="ui-input ui-target"
        value={value ?? own}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds({ id: ids, description, errorMessage })}
        onChange={(event) => {
          setOwn(event.currentTarget.value);
          onChange?.(event.currentTarget.value);
        }}
      />
      <PlainFieldHelp id={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}

import { type ReactNode, useState } from "react";
import { type NumericMode, sanitizeNumericInput } from "@/domain/validation/numeric-input";
import { TextField } from "./text-field";

export interface NumericTextFieldProps {
  readonly label: ReactNode;
  /** SPEC §5: digits only; "decimal" also allows one decimal point. */
  readonly mode?: NumericMode;
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onChange?: (value: string) => void;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly name?: string;
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly className?: string;
}

/**
 * A text input that keeps only what SPEC §5 allows (OTP codes, phone numbers, amounts): typed or
 * pasted characters outside the rule are dropped, using the domain's own sanitiser.
 */
export function NumericTextField({ mode = "integer", value, defaultValue = "", onChange, ...props }: NumericTextFieldProps) {
  const [ownValue, setOwnValue] = useState(() => sanitizeNumericInput(defaultValue, mode));
  const shown = value === undefined ? ownValue : sanitizeNumericInput(value, mode);
  const handleChange = (typed: string) => {
    const kept = sanitizeNumericInput(typed, mode);
    setOwnValue(kept);
    onChange?.(kept);
  };
  return (
    <TextField
      {...props}
      value={shown}
      onChange={handleChange}
      inputMode={mode === "decimal" ? "decimal" : "numeric"}
    />
  );
}

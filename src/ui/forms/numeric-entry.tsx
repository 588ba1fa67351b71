import { type ReactNode, useState } from "react";
import { type NumericInputOptions, type NumericMode, takeNumericInput } from "@/domain/validation/numeric-input";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface NumericEntry {
  /** What the field keeps of what was typed or pasted (SPEC §5 numeric input). */
  readonly take: (text: string) => string;
  /**
   * The field's description: its own hint, then, while the last entry lost characters, a polite
   * status that says so. The status is there before it speaks, so it is announced.
   */
  readonly describe: (hint?: ReactNode) => ReactNode;
}

/**
 * SPEC §5 numeric input for a text field: digits only (or digits and one decimal point), and never
 * silently. A letter, a space or a "+" typed or pasted into a phone number is left out, and the
 * field then says so beside itself ("Only digits go in this field. The other characters you typed
 * were left out."), until the next entry keeps everything (docs/accounts.md, "Numeric fields").
 */
export function useNumericEntry(mode: NumericMode = "integer", options: NumericInputOptions = {}): NumericEntry {
  const { LL } = useI18nContext();
  const [leftOut, setLeftOut] = useState(false);
  const take = (text: string): string => {
    const entry = takeNumericInput(text, mode, options);
    setLeftOut(entry.leftOut);
    return entry.kept;
  };
  const note = mode === "decimal" ? LL.account.form.decimalsOnlyLeftOut() : LL.account.form.digitsOnlyLeftOut();
  const describe = (hint?: ReactNode): ReactNode => (
    <>
      {hint}
      {hint === undefined ? null : " "}
      <span role="status">{leftOut ? note : ""}</span>
    </>
  );
  return { take, describe };
}

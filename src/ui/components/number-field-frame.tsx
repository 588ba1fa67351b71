import "@/ui/styles/components/button.css";
import "@/ui/styles/components/field.css";
import { type ReactNode, useId } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { intlLocale } from "@/ui/i18n/locale";
import { cx } from "./class-names";
import { MinusIcon, PlusIcon } from "./icons";

export interface NumberFieldProps {
  readonly label: ReactNode;
  /** Controlled value; with `defaultValue` for an uncontrolled field. */
  readonly value?: number;
  readonly defaultValue?: number;
  readonly onChange?: (value: number) => void;
  readonly minValue?: number;
  readonly maxValue?: number;
  readonly step?: number;
  readonly isDisabled?: boolean;
  readonly autoFocus?: boolean;
  readonly name?: string;
  readonly className?: string;
}

/** The classes both the field and its frame wear, so the one replaces the other without a shift. */
export const NUMBER_FIELD_CLASS = {
  stepper: "ui-button ui-icon-button ui-button--ghost ui-target ui-input-group__button",
  input: "ui-input ui-input--number ui-target",
} as const;

export interface NumberFieldFrameProps extends Pick<NumberFieldProps, "label" | "value" | "defaultValue" | "className"> {
  /** Focus or a press on the frame: its field is wanted now. */
  readonly onWanted: () => void;
}

/**
 * What a NumberField shows while its code loads: the same label, value and steppers in the same
 * place, read-only. Focus and presses ask for the field; focus moves into it once it is there.
 */
export function NumberFieldFrame({ label, value, defaultValue, className, onWanted }: NumberFieldFrameProps) {
  const { LL, locale } = useI18nContext();
  const id = useId();
  const shown = value ?? defaultValue;
  const text = shown === undefined ? "" : new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(shown);
  return (
    <div className={cx("ui-field", className)} onFocus={onWanted} onPointerDown={onWanted}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="ui-field__label">
        {label}
      </label>
      <div role="group" aria-labelledby={`${id}-label`} className="ui-input-group" aria-busy="true">
        <button
          type="button"
          id={`${id}-dec`}
          className={NUMBER_FIELD_CLASS.stepper}
          aria-label={LL.common.decrease()}
          aria-labelledby={`${id}-dec ${id}-label`}
          tabIndex={-1}
          disabled
        >
          <MinusIcon />
        </button>
        <input
          id={`${id}-input`}
          className={NUMBER_FIELD_CLASS.input}
          size={4}
          readOnly
          value={text}
          aria-roledescription={LL.common.numberField()}
        />
        <button
          type="button"
          id={`${id}-inc`}
          className={NUMBER_FIELD_CLASS.stepper}
          aria-label={LL.common.increase()}
          aria-labelledby={`${id}-inc ${id}-label`}
          tabIndex={-1}
          disabled
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}

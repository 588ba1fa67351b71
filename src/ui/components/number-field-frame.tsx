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

/** How both the field and its frame write the value: digits without grouping (a count, not an amount). */
export const NUMBER_FIELD_FORMAT: Intl.NumberFormatOptions = { useGrouping: false };

/** The classes both the field and its frame wear, so the one replaces the other without a shift. */
export const NUMBER_FIELD_CLASS = {
  stepper: "ui-button ui-icon-button ui-button--ghost ui-target ui-input-group__button",
  input: "ui-input ui-input--number ui-target",
} as const;

/**
 * The frame's look, handed to the field by NumberField: the field's lazily loaded module imports
 * this one for its types only. A run-time import would make this module one that two chunks share,
 * which the build writes as a chunk of its own (one request more on the game page) since its chunk
 * merging is off for a bundle with a top-level await (src/start, docs/quality.md).
 */
export const NUMBER_FIELD_LOOK = { format: NUMBER_FIELD_FORMAT, classes: NUMBER_FIELD_CLASS } as const;
export type NumberFieldLook = typeof NUMBER_FIELD_LOOK;

/** A stepper of the frame: disabled, named as the field's ("Increase <label>"), not a Tab stop. */
function FrameStepper({
  id,
  labelId,
  name,
  children,
}: {
  readonly id: string;
  readonly labelId: string;
  readonly name: string;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      id={id}
      className={NUMBER_FIELD_CLASS.stepper}
      aria-label={name}
      aria-labelledby={`${id} ${labelId}`}
      tabIndex={-1}
      disabled
    >
      {children}
    </button>
  );
}

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
  const text = shown === undefined ? "" : new Intl.NumberFormat(intlLocale(locale), NUMBER_FIELD_FORMAT).format(shown);
  return (
    <div className={cx("ui-field", className)} onFocus={onWanted} onPointerDown={onWanted}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="ui-field__label">
        {label}
      </label>
      <div role="group" aria-labelledby={`${id}-label`} className="ui-input-group" aria-busy="true">
        <FrameStepper id={`${id}-dec`} labelId={`${id}-label`} name={LL.common.decrease()}>
          <MinusIcon />
        </FrameStepper>
        <input
          id={`${id}-input`}
          className={NUMBER_FIELD_CLASS.input}
          size={4}
          readOnly
          value={text}
          aria-roledescription={LL.common.numberField()}
        />
        <FrameStepper id={`${id}-inc`} labelId={`${id}-label`} name={LL.common.increase()}>
          <PlusIcon />
        </FrameStepper>
      </div>
    </div>
  );
}

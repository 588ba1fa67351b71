import "@/ui/styles/components/button.css";
import "@/ui/styles/components/field.css";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { intlLocale } from "@/ui/i18n/locale";
import { cx } from "./class-names";
import { MinusIcon, PlusIcon } from "./icons";
import { clampStep, parseLocaleNumber, stepKey } from "./number-field-value";
import { describedByIds, PlainFieldHelp } from "./plain-field-help";

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
  readonly id?: string;
  readonly name?: string;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/** The steppers are named "Increase <label>": their own word, then the field's label. */
const STEPPER_CLASS = "ui-button ui-icon-button ui-button--ghost ui-target ui-input-group__button";

/**
 * A number with stepper buttons and locale-aware display and parsing (Arabic-Indic digits are
 * read too). Arrow keys step, Page keys step by ten, Home/End go to the bounds; typed text is
 * read when focus leaves or on Enter. The stepper names and the spoken role come from our
 * dictionaries (react-aria has no Indonesian strings). The steppers are not Tab stops.
 */
export function NumberField(props: NumberFieldProps) {
  const {
    label,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    step = 1,
    isDisabled = false,
    id,
    name,
    description,
    errorMessage,
    className,
  } = props;
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const [own, setOwn] = useState<number | undefined>(defaultValue);
  const current = value ?? own;
  const [draft, setDraft] = useState<string | null>(null);
  const format = (number: number | undefined) =>
    number === undefined ? "" : new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(number);
  const bounds = { min: minValue, max: maxValue, step };
  const commit = (next: number) => {
    const clamped = clampStep(next, bounds);
    setDraft(null);
    setOwn(clamped);
    if (clamped !== current) onChange?.(clamped);
  };
  const readDraft = () => {
    if (draft === null) return;
    const parsed = parseLocaleNumber(draft);
    if (parsed === null) setDraft(null);
    else commit(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") return readDraft();
    const next = stepKey(event.key, current, bounds);
    if (next === null) return;
    event.preventDefault();
    commit(next);
  };
  const invalid = errorMessage !== undefined && errorMessage !== "";
  const atMin = current !== undefined && minValue !== undefined && current <= minValue;
  const atMax = current !== undefined && maxValue !== undefined && current >= maxValue;
  return (
    <div className={cx("ui-field", className)} data-invalid={invalid || undefined}>
      <label id={`${ids}-label`} htmlFor={id ?? `${ids}-input`} className="ui-field__label">
        {label}
      </label>
      <div role="group" aria-labelledby={`${ids}-label`} className="ui-input-group">
        <button
          type="button"
          id={`${ids}-dec`}
          tabIndex={-1}
          aria-label={LL.common.decrease()}
          aria-labelledby={`${ids}-dec ${ids}-label`}
          className={STEPPER_CLASS}
          disabled={isDisabled || atMin}
          data-disabled={isDisabled || atMin || undefined}
          onClick={() => commit((current ?? minValue ?? 0) - step)}
        >
          <MinusIcon />
        </button>
        <input
          id={id ?? `${ids}-input`}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          // A few characters wide by nature; the group stretches it. With the default 20 it would
          // hold the field, and the page, wider than a 320 px phone (issue 12).
          size={4}
          className="ui-input ui-input--number ui-target"
          aria-roledescription={LL.common.numberField()}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds({ id: ids, description, errorMessage })}
          disabled={isDisabled}
          value={draft ?? format(current)}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={readDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          id={`${ids}-inc`}
          tabIndex={-1}
          aria-label={LL.common.increase()}
          aria-labelledby={`${ids}-inc ${ids}-label`}
          className={STEPPER_CLASS}
          disabled={isDisabled || atMax}
          data-disabled={isDisabled || atMax || undefined}
          onClick={() => commit((current ?? minValue ?? 0) + step)}
        >
          <PlusIcon />
        </button>
      </div>
      <PlainFieldHelp id={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}

import "@/ui/styles/components/button.css";
import "@/ui/styles/components/field.css";
import { type ReactNode, useEffect, useRef } from "react";
import { Button, Group, Input, Label, NumberField as AriaNumberField } from "react-aria-components";
import { normalizeDigits } from "@/domain/validation/numeric-input";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";
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
  readonly id?: string;
  readonly name?: string;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/**
 * The page's locale reads Latin digits only ("-nu-latn"), while SPEC §5 numeric inputs accept
 * Arabic-Indic, Eastern Arabic-Indic and full-width digits (issue 11): such a keystroke or paste is
 * typed again as Latin digits before react-aria checks it (a native beforeinput listener in the
 * capture phase, ahead of react-aria's own).
 */
function retypeOtherDigits(event: InputEvent) {
  const input = event.target;
  const data = event.data;
  if (!(input instanceof HTMLInputElement) || data === null) return;
  const latin = normalizeDigits(data);
  if (latin === data) return;
  event.preventDefault();
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  // The value as if the Latin digits had been typed; React sees it as the user's input.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, input.value.slice(0, start) + latin + input.value.slice(end));
  input.setSelectionRange(start + latin.length, start + latin.length);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

const STEPPER_CLASS = "ui-button ui-icon-button ui-button--ghost ui-target ui-input-group__button";

/**
 * A whole number with stepper buttons: react-aria-components' NumberField (issue 14). From it:
 * the spin button's keys (arrows, Page Up/Down, Home/End), press-and-hold on the steppers, the new
 * value announced while stepping, and parsing and display in the page's locale (the
 * LocaleProvider's I18nProvider: Arabic-Indic digits in Arabic are read as well as Latin ones).
 * Typed text is read when focus leaves or on Enter; a value outside the bounds is clamped. The
 * stepper names ("Increase <label>") and the spoken role come from our dictionaries, since
 * react-aria has no Indonesian strings. The steppers are not Tab stops.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, value, defaultValue, onChange, minValue, maxValue, step = 1, isDisabled = false, id, name, description, errorMessage, className } = props;
  const { LL } = useI18nContext();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    input?.addEventListener("beforeinput", retypeOtherDigits, { capture: true });
    return () => input?.removeEventListener("beforeinput", retypeOtherDigits, { capture: true });
  }, []);
  const labelText = typeof label === "string" ? label : "";
  const stepperName = (word: string) => (labelText === "" ? word : `${word} ${labelText}`);
  return (
    <AriaNumberField
      className={cx("ui-field", className)}
      {...(value === undefined ? {} : { value })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      {...(minValue === undefined ? {} : { minValue })}
      {...(maxValue === undefined ? {} : { maxValue })}
      {...(name === undefined ? {} : { name })}
      {...(id === undefined ? {} : { id })}
      step={step}
      isDisabled={isDisabled}
      isInvalid={isInvalid(errorMessage)}
      validationBehavior="aria"
      // Whole numbers without grouping ("1000", not "1,000"), in the locale's own digits.
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      incrementAriaLabel={stepperName(LL.common.increase())}
      decrementAriaLabel={stepperName(LL.common.decrease())}
      onChange={(next) => {
        if (!Number.isNaN(next)) onChange?.(next);
      }}
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-input-group">
        <Button slot="decrement" className={STEPPER_CLASS}>
          <MinusIcon />
        </Button>
        <Input
          className="ui-input ui-input--number ui-target"
          // A few characters wide by nature; the group stretches it (issue 12: 320 px phones).
          size={4}
          enterKeyHint="done"
          autoComplete="off"
          aria-roledescription={LL.common.numberField()}
          ref={inputRef}
        />
        <Button slot="increment" className={STEPPER_CLASS}>
          <PlusIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}

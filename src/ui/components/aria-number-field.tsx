import "@/ui/styles/components/button.css";
import "@/ui/styles/components/field.css";
import { type ReactNode, useContext, useEffect, useRef } from "react";
import { Button, Group, Input, Label, NumberField as ReactAriaNumberField, NumberFieldStateContext } from "react-aria-components";
import { normalizeDigits } from "@/domain/validation/numeric-input";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { cx } from "./class-names";
import { MinusIcon, PlusIcon } from "./icons";
import type { NumberFieldLook, NumberFieldProps } from "./number-field-frame";

/**
 * SPEC §5: digits of any system are digits. React-aria reads the digits of the page's number
 * format (Latin in every language here), so typed Arabic-Indic, Persian or full-width digits become
 * 0–9 before it sees them, and the field shows what every other field shows.
 */
function useLatinDigits() {
  const state = useContext(NumberFieldStateContext);
  const latest = useRef(state);
  latest.current = state;
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = group.current;
    if (element === null) return;
    const onBeforeInput = (event: InputEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || event.data === null) return;
      const data = normalizeDigits(event.data);
      if (data === event.data) return;
      // Ahead of react-aria's own check (capture, on the group), which would refuse the original.
      event.preventDefault();
      event.stopPropagation();
      const { value, selectionStart, selectionEnd } = input;
      const next = value.slice(0, selectionStart ?? value.length) + data + value.slice(selectionEnd ?? value.length);
      if (latest.current?.validate(next) === true) latest.current.setInputValue(next);
    };
    element.addEventListener("beforeinput", onBeforeInput, true);
    return () => element.removeEventListener("beforeinput", onBeforeInput, true);
  }, []);
  return group;
}

function Steppers({ input, stepperClass }: { readonly input: ReactNode; readonly stepperClass: string }) {
  const { LL } = useI18nContext();
  return (
    <Group ref={useLatinDigits()} className="ui-input-group">
      <Button slot="decrement" className={stepperClass} aria-label={LL.common.decrease()}>
        <MinusIcon />
      </Button>
      {input}
      <Button slot="increment" className={stepperClass} aria-label={LL.common.increase()}>
        <PlusIcon />
      </Button>
    </Group>
  );
}

/**
 * react-aria-components' NumberField in the kit's look: steppers that step and repeat while held,
 * arrow, Page, Home and End keys, the value announced while stepping, typed text read when focus
 * leaves or on Enter and brought within the bounds. The stepper names and the spoken role come from
 * our dictionaries (react-aria has no Indonesian strings). Loaded through `NumberField`
 * (number-field.tsx), which no page bypasses.
 */
export function AriaNumberField(props: NumberFieldProps & { readonly look: NumberFieldLook }) {
  const { LL } = useI18nContext();
  const { label, className, look, ...field } = props;
  return (
    <ReactAriaNumberField {...field} formatOptions={look.format} className={cx("ui-field", className)}>
      <Label className="ui-field__label">{label}</Label>
      <Steppers
        stepperClass={look.classes.stepper}
        input={
          <Input
            className={look.classes.input}
            // A few characters wide by nature; the group stretches it (with the default 20 it would
            // hold the page wider than a 320 px phone, issue 12).
            size={4}
            enterKeyHint="done"
            aria-roledescription={LL.common.numberField()}
          />
        }
      />
    </ReactAriaNumberField>
  );
}

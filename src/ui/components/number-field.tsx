import "@/ui/styles/components/button.css";
import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";
import { MinusIcon, PlusIcon } from "./icons";

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, "className" | "children" | "isInvalid" | "validationBehavior" | "validate"> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/** The steppers take their press handling from the field (react-aria slots), styled as IconButton. */
const STEPPER_CLASS = "ui-button ui-icon-button ui-button--ghost ui-target ui-input-group__button";

/**
 * A number with stepper buttons and locale-aware parsing. The stepper names come from our
 * dictionaries: react-aria has no Indonesian strings and would fall back to English.
 */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  const { LL } = useI18nContext();
  return (
    <AriaNumberField
      {...props}
      isInvalid={isInvalid(errorMessage)}
      validationBehavior="aria"
      className={cx("ui-field", className)}
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-input-group">
        <AriaButton slot="decrement" aria-label={LL.common.decrease()} className={STEPPER_CLASS}>
          <MinusIcon />
        </AriaButton>
        <Input className="ui-input ui-input--number ui-target" aria-roledescription={LL.common.numberField()} />
        <AriaButton slot="increment" aria-label={LL.common.increase()} className={STEPPER_CLASS}>
          <PlusIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}

import "@/ui/styles/components/field.css";
import type { ReactNode } from "react";
import {
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";
import { IconButton } from "./icon-button";
import { MinusIcon, PlusIcon } from "./icons";

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, "className" | "children" | "isInvalid" | "validationBehavior" | "validate"> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

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
        <IconButton slot="decrement" label={LL.common.decrease()} className="ui-input-group__button">
          <MinusIcon />
        </IconButton>
        <Input className="ui-input ui-input--number ui-target" aria-roledescription={LL.common.numberField()} />
        <IconButton slot="increment" label={LL.common.increase()} className="ui-input-group__button">
          <PlusIcon />
        </IconButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}

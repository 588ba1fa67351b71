import "@/ui/styles/components/field.css";
import "@/ui/styles/components/overlay.css";
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";
import { ChevronDownIcon } from "./icons";

export interface SelectOption<K extends Key = string> {
  readonly id: K;
  readonly label: string;
  /** The option's own language (e.g. a language name in its script), for correct pronunciation. */
  readonly lang?: string;
}

export interface SelectProps<K extends Key = string> extends Omit<
  AriaSelectProps<SelectOption<K>>,
  "className" | "children" | "isInvalid" | "validationBehavior" | "validate" | "value" | "onChange" | "items"
> {
  readonly label: ReactNode;
  /** Keep the label for assistive technology only (compact toolbars such as the header). */
  readonly labelHidden?: boolean;
  readonly options: ReadonlyArray<SelectOption<K>>;
  readonly value?: K | null;
  readonly onChange?: (value: K) => void;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  readonly className?: string;
}

/** A single-choice select (button + listbox popover) with our own translated placeholder. */
export function Select<K extends Key = string>({
  label,
  labelHidden = false,
  options,
  value,
  onChange,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SelectProps<K>) {
  const { LL } = useI18nContext();
  return (
    <AriaSelect
      {...props}
      {...(value === undefined ? {} : { value })}
      onChange={(key) => {
        const option = options.find((candidate) => candidate.id === key);
        if (option) onChange?.(option.id);
      }}
      placeholder={placeholder ?? LL.common.selectPlaceholder()}
      isInvalid={isInvalid(errorMessage)}
      validationBehavior="aria"
      className={cx("ui-field", className)}
    >
      <Label className={cx("ui-field__label", labelHidden && "ui-visually-hidden")}>{label}</Label>
      <AriaButton className="ui-select__button ui-input ui-target">
        <SelectValue className="ui-select__value" />
        <ChevronDownIcon />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="ui-popover">
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="ui-listbox__item ui-target">
              <span {...(option.lang === undefined ? {} : { lang: option.lang })}>{option.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

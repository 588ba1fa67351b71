import "@/ui/styles/components/field.css";
import { type ReactNode, useState } from "react";
import {
  Group,
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { cx } from "./class-names";
import { FieldHelp, isInvalid } from "./field";
import { IconButton } from "./icon-button";
import { EyeIcon, EyeOffIcon } from "./icons";

export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  "className" | "children" | "isInvalid" | "validationBehavior" | "validate" | "type"
> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: string | undefined;
  /** "current-password" on sign-in, "new-password" on registration and password changes. */
  readonly autoComplete: "current-password" | "new-password";
  readonly className?: string;
}

/** A password input with a show/hide button whose name says what pressing it will do. */
export function PasswordField({ label, description, errorMessage, className, ...props }: PasswordFieldProps) {
  const { LL } = useI18nContext();
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? "text" : "password"}
      isInvalid={isInvalid(errorMessage)}
      validationBehavior="aria"
      className={cx("ui-field", className)}
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-input-group">
        <Input className="ui-input ui-target" spellCheck={false} autoCapitalize="off" />
        <IconButton
          label={visible ? LL.common.hidePassword() : LL.common.showPassword()}
          onPress={() => setVisible((shown) => !shown)}
          className="ui-input-group__button"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

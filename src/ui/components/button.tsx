import "@/ui/styles/components/button.css";
import { forwardRef } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { cx } from "./class-names";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
}

/** The kit's button: react-aria handles press, keyboard and pending states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, ...props },
  ref,
) {
  return (
    <AriaButton
      ref={ref}
      {...props}
      className={cx("ui-button", `ui-button--${variant}`, `ui-button--${size}`, "ui-target", className)}
    />
  );
});

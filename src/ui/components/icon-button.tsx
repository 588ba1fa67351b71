import "@/ui/styles/components/button.css";
import { forwardRef, type ReactNode } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { cx } from "./class-names";
import type { ButtonVariant } from "./button";

export interface IconButtonProps extends Omit<AriaButtonProps, "className" | "children" | "aria-label"> {
  /** The accessible name: required, because the icon alone says nothing to assistive technology. */
  readonly label: string;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = "ghost", className, ...props },
  ref,
) {
  return (
    <AriaButton
      ref={ref}
      {...props}
      aria-label={label}
      className={cx("ui-button", "ui-icon-button", `ui-button--${variant}`, "ui-target", className)}
    >
      {children}
    </AriaButton>
  );
});

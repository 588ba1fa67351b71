import "@/ui/styles/components/button.css";
import { forwardRef, type ReactNode } from "react";
import { type ButtonVariant, type PressableProps, PressableButton } from "./button";
import { cx } from "./class-names";

export interface IconButtonProps extends Omit<PressableProps, "children" | "aria-label"> {
  /** The accessible name: required, because the icon alone says nothing to assistive technology. */
  readonly label: string;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

/** A native icon-only button named by its `label` (react-aria's own buttons serve inside its widgets). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = "ghost", className, ...props },
  ref,
) {
  return (
    <PressableButton
      ref={ref}
      {...props}
      aria-label={label}
      className={cx("ui-button", "ui-icon-button", `ui-button--${variant}`, "ui-target", className)}
    >
      {children}
    </PressableButton>
  );
});

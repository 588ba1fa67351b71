import "@/ui/styles/components/button.css";
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type PointerEvent, type ReactNode, type Ref } from "react";
import { cx } from "./class-names";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children" | "disabled" | "type">;

/** The press-related props the kit's buttons share (the names react-aria uses, so callers read the same). */
export interface PressableProps extends NativeProps {
  readonly onPress?: () => void;
  /** Not focusable, not pressable (the native `disabled`). */
  readonly isDisabled?: boolean;
  /** Work in progress: still focusable, presses ignored, `aria-disabled` and `data-pending` set. */
  readonly isPending?: boolean;
  readonly type?: "button" | "submit" | "reset";
  readonly children?: ReactNode;
  /** Renders the element itself from the computed props (e.g. to add `aria-busy` while pending). */
  readonly render?: (
    props: ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> },
    state: PressState,
  ) => ReactNode;
}

export interface PressState {
  readonly isPending: boolean;
  readonly isDisabled: boolean;
}

export interface ButtonProps extends PressableProps {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
}

/** `data-hovered` / `data-pressed` for the kit's styles, set on the element (no re-render). */
const mark = (name: string, on: boolean) => (event: PointerEvent<HTMLButtonElement>) => {
  if (on && (event.pointerType !== "mouse" || event.currentTarget.disabled)) return;
  event.currentTarget.toggleAttribute(name, on);
};
const POINTER_MARKS = {
  onPointerEnter: mark("data-hovered", true),
  onPointerLeave: (event: PointerEvent<HTMLButtonElement>) => {
    mark("data-hovered", false)(event);
    mark("data-pressed", false)(event);
  },
  onPointerDown: mark("data-pressed", true),
  onPointerUp: mark("data-pressed", false),
};

/**
 * A native `<button>` with the kit's press API: keyboard, focus and form behaviour are the
 * browser's own, so the first view needs no widget library. A pending button stays focusable
 * (focus is not lost while a payment runs) but ignores presses and never submits its form.
 */
export const PressableButton = forwardRef<HTMLButtonElement, PressableProps & { readonly className: string }>(
  function PressableButton({ onPress, isDisabled = false, isPending = false, type = "button", render, ...props }, ref) {
    const element = {
      ref,
      ...POINTER_MARKS,
      ...props,
      type: isPending && type === "submit" ? "button" : type,
      disabled: isDisabled,
      "aria-disabled": isPending ? true : props["aria-disabled"],
      "data-disabled": isDisabled || undefined,
      "data-pending": isPending || undefined,
      // A trigger wrapper (react-aria's Pressable in DialogTrigger) adds its own onClick: both run.
      onClick: isPending
        ? undefined
        : (event: MouseEvent<HTMLButtonElement>) => {
            props.onClick?.(event);
            onPress?.();
          },
    } as const;
    return render === undefined ? <button {...element} /> : render(element, { isPending, isDisabled });
  },
);

/** The kit's button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, ...props },
  ref,
) {
  return (
    <PressableButton
      ref={ref}
      {...props}
      className={cx("ui-button", `ui-button--${variant}`, `ui-button--${size}`, "ui-target", className)}
    />
  );
});

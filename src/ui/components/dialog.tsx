import "@/ui/styles/components/overlay.css";
import { Children, type ComponentProps, type ReactNode } from "react";
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
  Pressable,
} from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { cx } from "./class-names";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";

/** Typed as a DOM element; the kit's Button qualifies at run time (it forwards its ref and props). */
type PressableChild = ComponentProps<typeof Pressable>["children"];

/**
 * Opens the Modal given after its trigger when the trigger (the first child: the kit's native
 * Button or any focusable element that forwards its ref) is pressed.
 */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  const [trigger, ...rest] = Children.toArray(children);
  return (
    <AriaDialogTrigger {...props}>
      {/* Pressable hands react-aria's press handling to a plain element. */}
      <Pressable>{trigger as PressableChild}</Pressable>
      {rest}
    </AriaDialogTrigger>
  );
}

export interface ModalProps extends Omit<ModalOverlayProps, "className" | "children"> {
  readonly children: ReactNode;
  readonly className?: string;
}

/** A modal layer: focus is trapped inside and returns to the trigger when it closes. */
export function Modal({ children, className, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className="ui-modal-overlay">
      <AriaModal className={cx("ui-modal", className)}>{children}</AriaModal>
    </ModalOverlay>
  );
}

export interface DialogProps {
  /** The dialog's heading, which also names it. */
  readonly title: ReactNode;
  readonly children: ReactNode | ((close: () => void) => ReactNode);
  /** "alertdialog" for confirmations that interrupt the user. */
  readonly role?: "dialog" | "alertdialog";
  /** Hide the corner close button (e.g. when the actions already offer a way out). */
  readonly hideCloseButton?: boolean;
  readonly className?: string;
}

/** The content of a modal: titled, with a translated close button. */
export function Dialog({ title, children, role = "dialog", hideCloseButton = false, className }: DialogProps) {
  const { LL } = useI18nContext();
  return (
    <AriaDialog role={role} className={cx("ui-dialog", className)}>
      {({ close }) => (
        <>
          <div className="ui-dialog__header">
            <Heading slot="title" className="ui-dialog__title">
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <IconButton label={LL.common.close()} onPress={close}>
                <CloseIcon />
              </IconButton>
            )}
          </div>
          {typeof children === "function" ? children(close) : children}
        </>
      )}
    </AriaDialog>
  );
}

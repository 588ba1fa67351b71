import type { ReactNode } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { Button } from "./button";
import { Dialog, Modal } from "./dialog";

export interface ConfirmDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly onConfirm: () => void;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Destructive confirmations (delete account, remove ticket) get the danger style. */
  readonly tone?: "default" | "danger";
}

/** Asks before an irreversible step. Escape and Cancel both close it without confirming. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  onConfirm,
  confirmLabel,
  cancelLabel,
  tone = "default",
}: ConfirmDialogProps) {
  const { LL } = useI18nContext();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <Dialog title={title} role="alertdialog" hideCloseButton>
        {(close) => (
          <>
            {children}
            <div className="ui-dialog__actions">
              <Button variant="secondary" onPress={close} autoFocus>
                {cancelLabel ?? LL.common.cancel()}
              </Button>
              <Button
                variant={tone === "danger" ? "danger" : "primary"}
                onPress={() => {
                  onConfirm();
                  close();
                }}
              >
                {confirmLabel ?? LL.common.confirm()}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}

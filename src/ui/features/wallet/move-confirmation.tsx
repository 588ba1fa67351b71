import { ConfirmDialog } from "@/ui/components/confirm-dialog";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { ConfirmedForm } from "./use-confirmed-form";

/** The dialog before money moves, and the polite line that says how it went. */
export function MoveConfirmation<V>({ flow, question }: { readonly flow: ConfirmedForm<V>; readonly question: string }) {
  const { LL } = useI18nContext();
  return (
    <>
      <ConfirmDialog
        isOpen={flow.confirming}
        onOpenChange={flow.setConfirming}
        title={LL.wallet.confirmTitle()}
        confirmLabel={LL.wallet.confirm()}
        onConfirm={flow.confirm}
      >
        <p>{question}</p>
      </ConfirmDialog>
      <p role="status" className="form__status">
        {flow.status}
      </p>
    </>
  );
}

import { useEffect, useRef } from "react";
import { Button } from "@/ui/components/button";
import { ConfirmDialog } from "@/ui/components/confirm-dialog";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { ConfirmedForm } from "./use-confirmed-form";

/**
 * The end of every wallet form: the Review button (pending while the money moves), the dialog
 * before money moves, and the polite line that says how it went. Once the money has moved, focus
 * and the screen go to that line: on a 320 × 640 phone it was below the fold under Review, where
 * the closing dialog had put focus back, and nothing in sight said the top-up had gone through.
 */
export function MoveConfirmation<V>({ flow, question }: { readonly flow: ConfirmedForm<V>; readonly question: string }) {
  const { LL } = useI18nContext();
  const statusLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (flow.status !== "") statusLine.current?.focus();
  }, [flow.status]);
  return (
    <>
      <div className="form__actions">
        <Button type="submit" isPending={flow.moving}>
          {flow.moving ? LL.account.form.sending() : LL.wallet.review()}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={flow.confirming}
        onOpenChange={flow.setConfirming}
        title={LL.wallet.confirmTitle()}
        confirmLabel={LL.wallet.confirm()}
        onConfirm={flow.confirm}
      >
        <p>{question}</p>
      </ConfirmDialog>
      <p role="status" className="form__status" ref={statusLine} tabIndex={-1}>
        {flow.status}
      </p>
    </>
  );
}

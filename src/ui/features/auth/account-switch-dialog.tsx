import { useMutation } from "@tanstack/react-query";
import type { AccountSwitchQuestion } from "@/application/auth/account-switch";
import { isolated } from "@/ui/components/bidi";
import { Button } from "@/ui/components/button";
import { Dialog, Modal } from "@/ui/components/dialog";
import { useContainer, useSessionState } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { answerAccountSwitchMutation } from "@/ui/queries/account.mutations";

export interface AccountSwitchDialogProps {
  readonly question: Pick<AccountSwitchQuestion, "target" | "switching" | "failure">;
  /** The signed-in player's name (the stored display name). */
  readonly currentName: string;
  readonly onAnswer: (accept: boolean) => void;
}

/**
 * Issue 13, SPEC §2 token in the URL: asks a signed-in player before a link moves them into
 * another account, naming that account (name and masked phone) or saying it could not be read.
 * A modal alert dialog: focus starts on "Stay signed in", Escape declines, a press outside does
 * nothing. While the switch is on its way the answer cannot change; a failed switch is said here.
 */
export function AccountSwitchDialog({ question, currentName, onAnswer }: AccountSwitchDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.shell.accountSwitch;
  const { target, switching, failure } = question;
  const decline = () => {
    if (!switching) onAnswer(false);
  };
  return (
    <Modal isOpen isDismissable={false} onOpenChange={(open) => (open ? undefined : decline())}>
      <Dialog title={t.title()} role="alertdialog" hideCloseButton className="account-switch">
        <p>{isolated((mark) => t.current({ current: mark(currentName) }))}</p>
        <p>
          {target === null
            ? t.targetUnknown()
            : isolated((mark) => t.target({ name: mark(target.fullName), phone: mark(target.maskedPhone) }))}
        </p>
        <p>{t.cart()}</p>
        <p role="status">{switching ? t.switching() : null}</p>
        <p role="alert">{failure === null ? null : isolated((mark) => t[failure]({ current: mark(currentName) }))}</p>
        <div className="ui-dialog__actions">
          <Button variant="secondary" onPress={decline} isPending={switching} autoFocus>
            {t.decline()}
          </Button>
          <Button variant="primary" onPress={() => onAnswer(true)} isPending={switching}>
            {t.accept()}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}

/**
 * The question of the visit's state, answered through its mutation (AnswerAccountSwitchUseCase);
 * nothing without one. A press while an answer is on its way (the mutation's isPending) does nothing;
 * the use case marks the question as switching, which the dialog shows.
 */
export function AccountSwitchPrompt() {
  const question = useSessionState((state) => state.accountSwitch);
  const currentName = useSessionState((state) => state.user?.fullName ?? "");
  const answer = useMutation(answerAccountSwitchMutation(useContainer()));
  if (question === null) return null;
  return (
    <AccountSwitchDialog
      question={question}
      currentName={currentName}
      onAnswer={(accept) => {
        if (!answer.isPending) answer.mutate({ accept });
      }}
    />
  );
}

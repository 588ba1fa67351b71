import "@/ui/forms/form.css";
import { useState } from "react";
import { LoginPassword } from "@/domain/validation/password.schema";
import { Schema } from "effect";
import { Button } from "@/ui/components/button";
import { ConfirmDialog } from "@/ui/components/confirm-dialog";
import { PasswordField } from "@/ui/components/password-field";
import { TextField } from "@/ui/components/text-field";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { schemaErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";

const passwordErrors = schemaErrors(Schema.Struct({ password: LoginPassword }));

export interface DeleteAccountFormProps {
  /** Deletes the account with the password; on success the user is logged out (SPEC §4). */
  readonly onDelete: (password: string) => Promise<SubmitOutcome | void>;
  /** The delete mutation is on its way (its isPending): a confirm or a submit does nothing. */
  readonly deleting?: boolean;
}

/**
 * SPEC §2 /delete-account: an explicit confirmation — the word typed exactly, the password, and a
 * confirmation dialog that starts on Cancel — before anything is deleted.
 */
export function DeleteAccountForm({ onDelete, deleting = false }: DeleteAccountFormProps) {
  const { LL } = useI18nContext();
  const word = LL.account.deleteAccount.confirmWord();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    pending: deleting,
    initial: { confirmWord: "", password: "" },
    validate: (values) => ({
      ...(values.confirmWord.trim() === word ? {} : { confirmWord: LL.account.deleteAccount.typeWordError({ word }) }),
      ...passwordErrors(values),
    }),
    submit: async () => setConfirming(true),
  });
  const remove = async () => {
    if (deleting) return;
    const outcome = await onDelete(form.values.password);
    if (outcome) form.fail(outcome);
  };
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={deleting}>
      <p>{LL.account.deleteAccount.warning()}</p>
      <ErrorSummary
        form={form}
        fields={[
          ["confirmWord", LL.account.deleteAccount.typeWord({ word })],
          ["password", LL.account.deleteAccount.password()],
        ]}
      />
      <TextField
        id={form.idOf("confirmWord")}
        label={LL.account.deleteAccount.typeWord({ word })}
        value={form.values.confirmWord}
        onChange={(text) => form.set("confirmWord", text)}
        errorMessage={form.errorOf("confirmWord")}
        autoComplete="off"
        isRequired
      />
      <PasswordField
        id={form.idOf("password")}
        label={LL.account.deleteAccount.password()}
        value={form.values.password}
        onChange={(text) => form.set("password", text)}
        errorMessage={form.errorOf("password")}
        autoComplete="current-password"
        isRequired
      />
      <div className="form__actions">
        <Button type="submit" variant="danger" isPending={deleting}>
          {deleting ? LL.account.form.sending() : LL.account.deleteAccount.submit()}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={LL.account.deleteAccount.dialogTitle()}
        confirmLabel={LL.account.deleteAccount.dialogConfirm()}
        tone="danger"
        onConfirm={() => void remove()}
      >
        <p>{LL.account.deleteAccount.dialogBody()}</p>
      </ConfirmDialog>
    </form>
  );
}

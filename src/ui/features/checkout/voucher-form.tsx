import "./checkout.css";
import { Result } from "effect";
import { type FormEvent, useId, useState } from "react";
import type { ApiError } from "@/application/ports/api-errors";
import type { InvalidVoucherCode } from "@/application/checkout/checkout.errors";
import { validate } from "@/domain/validation/validate";
import { VoucherCodeForm } from "@/domain/validation/voucher-code.schema";
import type { AppliedVoucher } from "@/domain/voucher/voucher";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import { isolated } from "@/ui/components/bidi";
import { Button } from "@/ui/components/button";
import { TextField } from "@/ui/components/text-field";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { validationText } from "@/ui/i18n/validation-message";
import { failureMessage, outcomeMessage } from "./voucher-text";

/** The redeem use case's answer (RedeemVoucherUseCase.execute). */
export type RedeemVoucher = (code: string) => Promise<Result.Result<VoucherOutcome, InvalidVoucherCode | ApiError>>;

export interface VoucherFormProps {
  /** The voucher on the cart, if any (SPEC §4): shown with a way to remove it. */
  readonly applied: AppliedVoucher | null;
  readonly onRedeem: RedeemVoucher;
  readonly onRemove: () => void;
  /** A redeem is on its way (the redeem mutation's isPending): the button is busy, a submit does nothing. */
  readonly isPending?: boolean;
  readonly isDisabled?: boolean;
}

/**
 * SPEC §4/§5/§8 voucher: the code is required and trimmed; a redeem shows the SPEC §8 message of
 * its outcome on the field (announced politely), or applies the voucher. One request at a time:
 * while the redeem mutation is pending the button is busy and a submit does nothing.
 */
export function VoucherForm({ applied, onRedeem, onRemove, isPending = false, isDisabled = false }: VoucherFormProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState("");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const form = validate(VoucherCodeForm, { code });
    if (Result.isFailure(form)) return setError(validationText(LL, form.failure["code"] ?? "invalidInput"));
    const answer = await onRedeem(form.success.code);
    const message = Result.isSuccess(answer)
      ? outcomeMessage(LL, locale, answer.success)
      : { kind: "error" as const, text: failureMessage(LL, answer.failure) };
    setError(message.kind === "error" ? message.text : undefined);
    setNotice(message.kind === "success" ? message.text : "");
    if (message.kind === "success") setCode("");
  };

  const remove = () => {
    onRemove();
    setNotice(LL.checkout.voucher.removed());
  };

  return (
    <section className="checkout-voucher" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{LL.checkout.voucher.heading()}</h2>
      <p role="status" className="ui-visually-hidden">
        {notice}
      </p>
      {applied === null ? (
        <form className="checkout-voucher__form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={LL.checkout.voucher.code()}
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            errorMessage={error}
            isDisabled={isDisabled}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            enterKeyHint="go"
          />
          <Button type="submit" variant="secondary" isPending={isPending} isDisabled={isDisabled}>
            {LL.checkout.voucher.redeem()}
          </Button>
        </form>
      ) : (
        <div className="checkout-voucher__applied">
          <p>{isolated((mark) => LL.checkout.voucher.applied({ code: mark(applied.code) }))}</p>
          <Button variant="ghost" size="sm" aria-label={LL.checkout.voucher.removeLabel({ code: applied.code })} onPress={remove}>
            {LL.checkout.voucher.remove()}
          </Button>
        </div>
      )}
    </section>
  );
}

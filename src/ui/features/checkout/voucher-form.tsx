import "./checkout.css";
import { Result } from "effect";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import type { ApiError } from "@/application/ports/api-errors";
import type { InvalidVoucherCode, SignInRequired } from "@/application/checkout/checkout.errors";
import { validate } from "@/domain/validation/validate";
import { VoucherCodeForm } from "@/domain/validation/voucher-code.schema";
import type { AppliedVoucher } from "@/domain/voucher/voucher";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import { isolated } from "@/ui/components/bidi";
import { Button } from "@/ui/components/button";
import { TextField } from "@/ui/components/text-field";
import { useFocusWhenLost } from "@/ui/components/use-focus-when-lost";
import { useEntryDraft } from "@/ui/app/entry-draft";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { validationText } from "@/ui/i18n/validation-message";
import { failureMessage, outcomeMessage } from "./voucher-text";

/** The redeem use case's answer (RedeemVoucherUseCase.execute). */
export type RedeemVoucher = (
  code: string,
) => Promise<Result.Result<VoucherOutcome, InvalidVoucherCode | SignInRequired | ApiError>>;

export interface VoucherFormProps {
  /** The voucher on the cart, if any (SPEC §4): shown with a way to remove it. */
  readonly applied: AppliedVoucher | null;
  readonly onRedeem: RedeemVoucher;
  readonly onRemove: () => void;
  /** A redeem is on its way (the redeem mutation's isPending): the button is busy, a submit does nothing. */
  readonly isPending?: boolean;
  readonly isDisabled?: boolean;
  /**
   * A guest (SPEC §6: a voucher needs an account): the code is checked as ever, then handed here to
   * go and sign in, never redeemed; the button says "Sign in to redeem" and a hint says why.
   */
  readonly onSignInToRedeem?: ((code: string) => void) | undefined;
  /**
   * A code handed over by the address (`?voucher=`, back from signing in): filled in once and, for a
   * signed-in player with no voucher on the cart, redeemed once; then `onPrefillUsed`.
   */
  readonly prefill?: string | undefined;
  readonly onPrefillUsed?: (() => void) | undefined;
}

/**
 * SPEC §4/§5/§8 voucher: the code is required and trimmed; a redeem shows the SPEC §8 message of
 * its outcome on the field (announced politely), or applies the voucher. One request at a time:
 * while the redeem mutation is pending the button is busy and a submit does nothing. A guest's
 * code goes to sign-in instead (`onSignInToRedeem`) and comes back as `prefill` (docs/play.md).
 */
export function VoucherForm({
  applied,
  onRedeem,
  onRemove,
  isPending = false,
  isDisabled = false,
  onSignInToRedeem,
  prefill,
  onPrefillUsed,
}: VoucherFormProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  // What was typed and not redeemed is there again after Edit on a line and Back (useEntryDraft).
  const [code, setCode] = useEntryDraft("voucher");
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState("");
  const isGuest = onSignInToRedeem !== undefined;
  // Redeem and Remove each take their own button away: focus goes to the control that replaces it
  // (Remove once the voucher is applied, the code field once it is removed), not to the page's start.
  const section = useRef<HTMLElement>(null);
  const focusWhenLost = useFocusWhenLost();

  const redeem = useCallback(
    async (typed: string) => {
      const form = validate(VoucherCodeForm, { code: typed });
      if (Result.isFailure(form)) return setError(validationText(LL, form.failure["code"] ?? "invalidInput"));
      if (onSignInToRedeem !== undefined) return onSignInToRedeem(form.success.code);
      const answer = await onRedeem(form.success.code);
      const message = Result.isSuccess(answer)
        ? outcomeMessage(LL, locale, answer.success)
        : { kind: "error" as const, text: failureMessage(LL, answer.failure) };
      setError(message.kind === "error" ? message.text : undefined);
      setNotice(message.kind === "success" ? message.text : "");
      if (message.kind === "success") {
        setCode("");
        focusWhenLost(() => section.current?.querySelector<HTMLElement>(".checkout-voucher__applied button") ?? null);
      }
    },
    [LL, locale, onRedeem, onSignInToRedeem, focusWhenLost, setCode],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) void redeem(code);
  };

  // The player asked for this code before signing in: fill it in and redeem it, once (a ref, so a
  // second render or effect run never sends it again; the page also takes it off the address).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || prefill === undefined) return;
    prefilled.current = true;
    setCode(prefill);
    if (applied === null && !isGuest) void redeem(prefill);
    onPrefillUsed?.();
  }, [prefill, applied, isGuest, redeem, onPrefillUsed, setCode]);

  const remove = () => {
    onRemove();
    setNotice(LL.checkout.voucher.removed());
    focusWhenLost(() => section.current?.querySelector<HTMLElement>(".checkout-voucher__form input") ?? null);
  };

  return (
    <section ref={section} className="checkout-voucher" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{LL.checkout.voucher.heading()}</h2>
      <p role="status" className="ui-visually-hidden">
        {notice}
      </p>
      {applied === null ? (
        <form className="checkout-voucher__form" onSubmit={submit} noValidate>
          <TextField
            label={LL.checkout.voucher.code()}
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            errorMessage={error}
            description={isGuest ? LL.checkout.voucher.signInHint() : undefined}
            isDisabled={isDisabled}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            enterKeyHint="go"
          />
          <Button type="submit" variant="secondary" isPending={isPending} isDisabled={isDisabled}>
            {isGuest ? LL.checkout.voucher.signInToRedeem() : LL.checkout.voucher.redeem()}
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

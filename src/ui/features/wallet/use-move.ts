import { Result } from "effect";
import { useCallback } from "react";
import type { PaymentUnconfirmed } from "@/application/payment/payment.errors";
import type { WalletOperation } from "@/application/ports/wallet.port";
import type { FormFailure } from "@/ui/forms/failure-outcome";
import { useOutcome } from "@/ui/forms/use-outcome";
import { formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { MoveResult } from "./use-confirmed-form";

/**
 * A wallet operation's answer as the form shows it: the new balance in words ("pending review" for
 * withdrawals; the move's mutation has invalidated the history), or the refusal beside the fields (SPEC §8's 401 rule first).
 * No definitive answer: it may have gone through, so the form says it could not confirm it (never
 * that nothing moved) and keeps the values; confirming again sends the same idempotency key
 * (docs/play.md, "Paying once").
 */
export function useMove(): (
  answer: Result.Result<WalletOperation, FormFailure | PaymentUnconfirmed>,
  names: Readonly<Record<string, string>>,
) => Promise<MoveResult> {
  const { LL, locale } = useI18nContext();
  const outcome = useOutcome();
  return useCallback(
    async (answer, names) => {
      if (Result.isFailure(answer)) {
        const failure = answer.failure;
        if (failure._tag === "PaymentUnconfirmed") return { formError: LL.wallet.unconfirmed() };
        return (await outcome(Result.fail(failure), names)) ?? {};
      }
      const balance = formatMoney(answer.success.balance, locale);
      return {
        done:
          answer.success.transaction.status === "pending"
            ? LL.wallet.successPending({ balance })
            : LL.wallet.success({ balance }),
      };
    },
    [LL, locale, outcome],
  );
}

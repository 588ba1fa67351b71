import { mutationOptions } from "@tanstack/react-query";
import { Result } from "effect";
import { CERTIFICATE_TOKENS } from "@/application/certificates/certificates.tokens";
import type { Injector } from "@/application/di-token";
import { mutationKeys, queryKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * SPEC §2 /buy/green-certificates: one certificate from the balance. PurchaseCertificateUseCase
 * keeps the idempotency key of a purchase without a definitive answer and refreshes the balance;
 * bought: the wallet's history has a new line.
 */
export const purchaseCertificateMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.certificates.purchase,
    mutationFn: (input: InputOf<typeof CERTIFICATE_TOKENS.purchaseCertificate>) =>
      injector.get(CERTIFICATE_TOKENS.purchaseCertificate).execute(input),
    onSuccess: (answer, _input, _onMutate, { client }) =>
      Result.isSuccess(answer) ? client.invalidateQueries({ queryKey: queryKeys.wallet.all }) : undefined,
  });

import { type MutationFunctionContext, mutationOptions } from "@tanstack/react-query";
import { Result } from "effect";
import type { Injector } from "@/application/di-token";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import { mutationKeys, queryKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * The wallet's money moves (SPEC §1 /wallet steps 2 to 4), one use case each; the use case keeps
 * the idempotency key of a move without a definitive answer (docs/play.md "Paying once"). A move
 * that went through changes the history: every wallet query is read again.
 */
const moved = (
  answer: Result.Result<unknown, unknown>,
  _input: unknown,
  _onMutate: unknown,
  { client }: MutationFunctionContext,
) => (Result.isSuccess(answer) ? client.invalidateQueries({ queryKey: queryKeys.wallet.all }) : undefined);

export const addCreditMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.wallet.addCredit,
    mutationFn: (input: InputOf<typeof WALLET_TOKENS.addCredit>) => injector.get(WALLET_TOKENS.addCredit).execute(input),
    onSuccess: moved,
  });

export const shareCreditMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.wallet.shareCredit,
    mutationFn: (input: InputOf<typeof WALLET_TOKENS.shareCredit>) => injector.get(WALLET_TOKENS.shareCredit).execute(input),
    onSuccess: moved,
  });

export const withdrawMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.wallet.withdraw,
    mutationFn: (input: InputOf<typeof WALLET_TOKENS.withdraw>) => injector.get(WALLET_TOKENS.withdraw).execute(input),
    onSuccess: moved,
  });

export const bankWithdrawalMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.wallet.bankWithdrawal,
    mutationFn: (input: InputOf<typeof WALLET_TOKENS.bankWithdrawal>) =>
      injector.get(WALLET_TOKENS.bankWithdrawal).execute(input),
    onSuccess: moved,
  });

import { Result } from "effect";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletOperation } from "@/application/ports/wallet.port";

/** Every wallet operation answers the balance after it: SPEC §3's balance follows at once. */
export const keepBalance = <E>(
  state: SessionStatePort,
  answer: Result.Result<WalletOperation, E>,
): Result.Result<WalletOperation, E> => {
  if (Result.isSuccess(answer)) state.update((current) => ({ ...current, balance: answer.success.balance }));
  return answer;
};

import { Result } from "effect";
import type { ApiError } from "@/application/ports/api-errors";
import type { AuthGatewayPort, Session } from "@/application/ports/auth-gateway.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { QueryCachePort } from "@/application/ports/query-cache.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { AccountSwitchFailure, AccountSwitchQuestion } from "@/application/auth/account-switch";
import type { StartSessionUseCase } from "@/application/auth/start-session.use-case";

/** What the answer led to. */
export type AccountSwitchOutcome = "switched" | "kept" | "noQuestion";

const failureOf = (error: ApiError): AccountSwitchFailure => (error._tag === "Unauthorized" ? "linkRefused" : "unavailable");

/**
 * Issue 13, SPEC §2: the player's answer to {@link AccountSwitchQuestion}. Declining keeps the
 * current session (the token already left the address). Accepting switches as a token login does:
 * the SPEC §4 login (token and user stored, the cart merged by idBlock, the balance read); the
 * previous account's balance, last purchase and cached server data are dropped first, so nothing
 * of one account is shown as the other's. A token that could not be read is read now; if that
 * fails the current session stays and the question stays open with the reason.
 */
export class AnswerAccountSwitchUseCase {
  constructor(
    private readonly auth: AuthGatewayPort,
    private readonly startSession: StartSessionUseCase,
    private readonly state: SessionStatePort,
    private readonly queries: QueryCachePort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(input: { readonly accept: boolean }): Promise<Result.Result<AccountSwitchOutcome, AccountSwitchFailure>> {
    const question = this.state.get().accountSwitch;
    if (question === null || question.switching) return Result.succeed("noQuestion");
    if (!input.accept) {
      this.state.update((state) => ({ ...state, accountSwitch: null }));
      return Result.succeed("kept");
    }
    this.ask({ ...question, switching: true, failure: null });
    const session = await this.sessionOf(question);
    if (Result.isFailure(session)) {
      this.logger.warn("The account switch failed", { reason: session.failure._tag });
      const failure = failureOf(session.failure);
      this.ask({ ...question, switching: false, failure });
      return Result.fail(failure);
    }
    this.state.update((state) => ({ ...state, accountSwitch: null, balance: null, lastPurchase: null }));
    await this.startSession.execute(session.success);
    // Refetched with the new token: no screen keeps showing the previous account's data.
    this.queries.reset();
    return Result.succeed("switched");
  }

  private sessionOf(question: AccountSwitchQuestion): Promise<Result.Result<Session, ApiError>> {
    return question.session === null ? this.auth.tokenLogin(question.token) : Promise.resolve(Result.succeed(question.session));
  }

  private ask(question: AccountSwitchQuestion): void {
    this.state.update((state) => ({ ...state, accountSwitch: question }));
  }
}

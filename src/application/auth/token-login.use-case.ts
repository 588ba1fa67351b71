import { Data, Result } from "effect";
import { maskPhone } from "@/domain/auth/masked-phone";
import { TOKEN_PARAM } from "@/domain/auth/sign-in-link";
import type { ApiError } from "@/application/ports/api-errors";
import type { AuthGatewayPort } from "@/application/ports/auth-gateway.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import type { StartSessionUseCase } from "@/application/auth/start-session.use-case";
import { isSignedIn } from "@/application/auth/signed-in";

/** The address had no token: nothing was done. */
export class NoTokenInUrl extends Data.TaggedError("NoTokenInUrl")<Record<never, never>> {}

/**
 * What the token did: signed a visitor in; was the session's own token, or another token of the
 * signed-in account (nothing to do); or would switch a signed-in player to another account, which
 * is asked first (SessionState.accountSwitch, answered by AnswerAccountSwitchUseCase).
 */
export type TokenLoginOutcome = "signedIn" | "alreadySignedIn" | "switchAsked";

const BASE = "http://shop.invalid";

/** The address without its token parameter, as a site-relative path with the rest of the query. */
export const withoutToken = (url: URL): string => {
  url.searchParams.delete(TOKEN_PARAM);
  const search = url.searchParams.toString();
  return `${url.pathname}${search === "" ? "" : `?${search}`}${url.hash}`;
};

/**
 * SPEC §2/§4: a `token` query parameter logs the user in. The token leaves the address bar first
 * (replaced, no history entry), so it is not kept in history or sent as a Referer. The user stays
 * on the page the link named: no post-login redirect. A token the server refuses just leaves the
 * visitor as they were: it is not the session's token, so the SPEC §8 401 rule does not apply.
 *
 * Issue 13: a signed-in player is never moved into another account without a word. Their own
 * token changes nothing; another token is read (its account's name and masked phone, with that
 * token, the session untouched) and the switch is asked; a token that cannot be read is asked
 * about all the same, saying so.
 */
export class TokenLoginUseCase {
  constructor(
    private readonly auth: AuthGatewayPort,
    private readonly startSession: StartSessionUseCase,
    private readonly navigator: NavigatorPort,
    private readonly logger: LoggerPort,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
  ) {}

  /** `location` is the current site-relative address, e.g. "/wallet?token=abc&step=4". */
  async execute(input: { readonly location: string }): Promise<Result.Result<TokenLoginOutcome, NoTokenInUrl | ApiError>> {
    const url = new URL(input.location, BASE);
    const token = url.searchParams.get(TOKEN_PARAM)?.trim() ?? "";
    if (!url.searchParams.has(TOKEN_PARAM)) return Result.fail(new NoTokenInUrl());
    this.navigator.replace(withoutToken(url));
    if (token === "") return Result.fail(new NoTokenInUrl());
    if (isSignedIn(this.session, this.state)) return this.askToSwitch(token);
    const session = await this.auth.tokenLogin(token);
    if (Result.isFailure(session)) {
      this.logger.warn("The token in the address was refused", { reason: session.failure._tag });
      return Result.fail(session.failure);
    }
    await this.startSession.execute(session.success);
    return Result.succeed("signedIn");
  }

  private async askToSwitch(token: string): Promise<Result.Result<TokenLoginOutcome, never>> {
    if (token === this.session.accessToken()) return Result.succeed("alreadySignedIn");
    const read = await this.auth.tokenLogin(token);
    if (Result.isFailure(read))
      this.logger.warn("The account of the token in the address could not be read", { reason: read.failure._tag });
    const session = Result.isSuccess(read) ? read.success : null;
    if (session !== null && session.user.id === this.state.get().user?.id) return Result.succeed("alreadySignedIn");
    const target =
      session === null
        ? null
        : { fullName: session.user.fullName, maskedPhone: maskPhone(session.user.callingCode, session.user.phone) };
    this.state.update((state) => ({ ...state, accountSwitch: { token, target, session, switching: false, failure: null } }));
    return Result.succeed("switchAsked");
  }
}

import { Data, Result } from "effect";
import type { ApiError } from "@/application/ports/api-errors";
import type { AuthGatewayPort } from "@/application/ports/auth-gateway.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { StartSessionUseCase } from "@/application/auth/start-session.use-case";

/** SPEC §2: the query parameter that logs the user in. */
export const TOKEN_PARAM = "token";

/** The address had no token: nothing was done. */
export class NoTokenInUrl extends Data.TaggedError("NoTokenInUrl")<Record<never, never>> {}

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
 */
export class TokenLoginUseCase {
  constructor(
    private readonly auth: AuthGatewayPort,
    private readonly startSession: StartSessionUseCase,
    private readonly navigator: NavigatorPort,
    private readonly logger: LoggerPort,
  ) {}

  /** `location` is the current site-relative address, e.g. "/wallet?token=abc&step=4". */
  async execute(input: { readonly location: string }): Promise<Result.Result<void, NoTokenInUrl | ApiError>> {
    const url = new URL(input.location, BASE);
    const token = url.searchParams.get(TOKEN_PARAM)?.trim() ?? "";
    if (!url.searchParams.has(TOKEN_PARAM)) return Result.fail(new NoTokenInUrl());
    this.navigator.replace(withoutToken(url));
    if (token === "") return Result.fail(new NoTokenInUrl());
    const session = await this.auth.tokenLogin(token);
    if (Result.isFailure(session)) {
      this.logger.warn("The token in the address was refused", { reason: session.failure._tag });
      return Result.fail(session.failure);
    }
    await this.startSession.execute(session.success);
    return Result.succeed(undefined);
  }
}

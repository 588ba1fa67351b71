import { Result } from "effect";
import { PROFILE_CACHE_KEY } from "@/application/account/profile-cache";
import type { ProfilePort } from "@/application/ports/profile.port";
import type { QueryCachePort } from "@/application/ports/query-cache.port";
import type { Remote } from "@/application/ports/remote-result";

/**
 * SPEC §2 /confirm/verify-email: the token from the link is posted (public: the link may be opened
 * on another device). A confirmed address changes SPEC §3's "email confirmation": the cached
 * profile is marked stale, so the pages that show it read the new flag.
 */
export class VerifyEmailUseCase {
  constructor(
    private readonly profiles: ProfilePort,
    private readonly queries: QueryCachePort,
  ) {}

  async execute(input: { readonly token: string }): Remote<{ readonly email: string }> {
    const verified = await this.profiles.verifyEmail(input.token);
    if (Result.isSuccess(verified)) this.queries.invalidate(PROFILE_CACHE_KEY);
    return verified;
  }
}

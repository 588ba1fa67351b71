import { Result } from "effect";
import type { ProfilePort } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";

/**
 * SPEC §2 /confirm/verify-email: the token from the link is posted (public: the link may be opened
 * on another device). When the signed-in user is the one confirmed, SPEC §3's "email confirmation"
 * flag is set at once.
 */
export class VerifyEmailUseCase {
  constructor(
    private readonly profiles: ProfilePort,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(input: { readonly token: string }): Remote<{ readonly email: string }> {
    const verified = await this.profiles.verifyEmail(input.token);
    const user = this.state.get().user;
    if (Result.isSuccess(verified) && user !== null && user.email?.toLowerCase() === verified.success.email.toLowerCase()) {
      const confirmed = { ...user, emailVerified: true };
      this.session.saveUser(confirmed);
      this.state.update((state) => ({ ...state, user: confirmed }));
    }
    return verified;
  }
}

import { Result } from "effect";
import type { ProfilePort, ProfileUpdate, UserProfile } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";

/**
 * SPEC §2 /personal-detail: saves the SPEC §3 profile form (checked against SPEC §5 and joined by
 * toProfileUpdate). The answer is the new SPEC §3 userData, kept in the session and the state so
 * the header and the email-confirmation page see it at once.
 */
export class UpdateProfileUseCase {
  constructor(
    private readonly profiles: ProfilePort,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(update: ProfileUpdate): Remote<UserProfile> {
    const saved = await this.profiles.updateProfile(update);
    if (Result.isSuccess(saved)) {
      this.session.saveUser(saved.success);
      this.state.update((state) => ({ ...state, user: saved.success }));
    }
    return saved;
  }
}

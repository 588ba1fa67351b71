import { Result } from "effect";
import type { ProfilePort, ProfileUpdate, UserProfile } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import { type SessionStorePort, sessionUserOf } from "@/application/ports/session-store.port";

/**
 * SPEC §2 /personal-detail: saves the SPEC §3 profile form (checked against SPEC §5 and joined by
 * toProfileUpdate). The answer is the new profile: its id and name (a changed name) go to the
 * session and the state; the screen puts the whole profile in the profile query's cache.
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
      const user = sessionUserOf(saved.success);
      this.session.saveUser(user);
      this.state.update((state) => ({ ...state, user }));
    }
    return saved;
  }
}

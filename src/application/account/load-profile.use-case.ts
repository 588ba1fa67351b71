import type { UserProfile, ProfilePort } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /personal-detail and /email-confirmation: the signed-in user's profile, fresh. */
export class LoadProfileUseCase {
  constructor(private readonly profiles: ProfilePort) {}

  execute(): Remote<UserProfile> {
    return this.profiles.profile();
  }
}

import type { ProfilePort } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /email-confirmation: asks for a new confirmation link to the profile's address. */
export class SendEmailVerificationUseCase {
  constructor(private readonly profiles: ProfilePort) {}

  execute(): Remote<void> {
    return this.profiles.sendEmailVerification();
  }
}

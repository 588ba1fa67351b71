import { Result } from "effect";
import type { ProfilePort } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";
import type { LogoutUseCase } from "@/application/auth/logout.use-case";

/**
 * SPEC §2 /delete-account: the password confirms the deletion; afterwards every token of the user
 * is refused, so the local logout (SPEC §4: everything cleared, to /login) runs without asking the
 * server to revoke the token again.
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly profiles: ProfilePort,
    private readonly logout: LogoutUseCase,
  ) {}

  async execute(input: { readonly password: string }): Remote<void> {
    const deleted = await this.profiles.deleteAccount({ password: input.password });
    if (Result.isFailure(deleted)) return deleted;
    await this.logout.execute({ revoke: false });
    return Result.succeed(undefined);
  }
}

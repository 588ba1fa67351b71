import { mutationOptions } from "@tanstack/react-query";
import type { Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { mutationKeys } from "./query-keys";

/**
 * SPEC §4 Logout, the player's own (Sign out in the header or the phone menu): the token is
 * revoked too. The use case clears every cached query itself and goes to /login, so there is
 * nothing to invalidate here; a second press while it runs joins the first (the use case).
 */
export const logoutMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.session.logout,
    mutationFn: () => injector.get(TOKENS.logout).execute({ revoke: true }),
  });

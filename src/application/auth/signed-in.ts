import { isLoggedIn } from "@/domain/auth/session";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";

/**
 * SPEC §4 Auth: logged in when a token is present and the authenticated flag is set (here: the
 * user data is known). SPEC §6: only then are the cart synced, the balance read, touch points sent.
 */
export const isSignedIn = (session: SessionStorePort, state: SessionStatePort): boolean =>
  isLoggedIn({ token: session.accessToken(), authenticated: state.get().user !== null });

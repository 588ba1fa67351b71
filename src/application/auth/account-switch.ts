import type { Session } from "@/application/ports/auth-gateway.port";

/** The account a link's token signs in to, as the question names it (never its whole profile). */
export interface SwitchTarget {
  readonly fullName: string;
  /** "+971 ••••••567" (domain maskPhone). */
  readonly maskedPhone: string;
}

/**
 * Why the switch did not happen when the player accepted: the server refused the link's token
 * (`linkRefused`), or it could not be asked (`unavailable`: network, timeout, server error).
 */
export type AccountSwitchFailure = "linkRefused" | "unavailable";

/**
 * Issue 13, SPEC §2 token in the URL: a signed-in player opened a link carrying another token.
 * Until they answer, the current session stays; the token lives only here, in memory.
 */
export interface AccountSwitchQuestion {
  readonly token: string;
  /** Null when the token's account could not be read: the question says so and still asks. */
  readonly target: SwitchTarget | null;
  /** The session the token opens, when it could be read; the switch then needs no second call. */
  readonly session: Session | null;
  /** True while an accepted switch is on its way. */
  readonly switching: boolean;
  /** The last accepted switch that failed; the current session is untouched. */
  readonly failure: AccountSwitchFailure | null;
}

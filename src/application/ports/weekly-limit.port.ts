import type { Remote } from "@/application/ports/remote-result";

/** How many tickets the user may still buy this week. */
export interface WeeklyLimit {
  /** Whether the asked quantity fits. */
  readonly allowed: boolean;
  readonly remaining: number;
  readonly limit: number;
}

/** SPEC §6, §7: checked only for a signed-in user with a user id. */
export interface WeeklyLimitPort {
  /** POST /api/user/limit-game-per-week with user_id and quantity. */
  check(request: { readonly userId: number; readonly quantity: number }): Remote<WeeklyLimit>;
}

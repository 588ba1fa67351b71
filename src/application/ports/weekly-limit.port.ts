import type { Remote } from "@/application/ports/remote-result";

/**
 * Whether the asked quantity fits this week (the verdict), and, when the server said them, how
 * many tickets are left and the weekly limit (null: not given; docs/play.md, "Weekly limit").
 */
export interface WeeklyLimit {
  readonly allowed: boolean;
  readonly remaining: number | null;
  readonly limit: number | null;
}

/** SPEC §6, §7: checked only for a signed-in user with a user id. */
export interface WeeklyLimitPort {
  /** POST /api/user/limit-game-per-week with user_id and quantity. */
  check(request: { readonly userId: number; readonly quantity: number }): Remote<WeeklyLimit>;
}

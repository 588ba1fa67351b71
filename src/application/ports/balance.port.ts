import type { Fils } from "@/domain/money/money";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §3, §7: the wallet balance, sent as text with thousands commas, read as fils. */
export interface BalancePort {
  /** GET /api/user/balance → data.total; unreadable text is a DecodeError. */
  balance(): Remote<Fils>;
}

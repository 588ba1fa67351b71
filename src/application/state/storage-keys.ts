/** The local-storage keys the use cases own (the session store keeps `userData` itself). */
export const STORAGE_KEYS = {
  /** SPEC §4 the cart (items, applied voucher, what still has to reach the server). */
  cart: "cart",
  /** SPEC §4 the game page's ticket list. */
  tickets: "tickets",
  /** The lists put aside while a cart line is edited (docs/play.md, "Editing a cart line"). */
  ticketsAside: "ticketsAside",
  /** SPEC §3 campaign parameters with their timestamp. */
  campaign: "campaign",
  /** SPEC §2 the last visited path. */
  lastVisitedPath: "lastVisitedPath",
  /** SPEC §4 registration state: the phone waiting for its sign-up code (RegistrationStore). */
  registration: "registration",
  /** Idempotency keys of payments and wallet moves whose outcome is not known yet (docs/play.md, "Paying once"). */
  pendingMoneyMoves: "pendingMoneyMoves",
} as const;

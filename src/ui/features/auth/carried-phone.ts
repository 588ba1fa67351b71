import { useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import { CALLING_CODES } from "@/ui/forms/countries";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The phone typed on sign-in, sign-up or forgot password, for the next of them (docs/accounts.md). */
    readonly typedPhone?: PhoneCredentials;
  }
}

const OFFERED = new Set(CALLING_CODES.map(([, code]) => code));

/**
 * The phone a history entry carries, when it is one the forms would show: an offered calling code
 * and digits only (what PhoneFields keeps), at most 15 (no number has more, E.164: phone.ts). History state outlives the build that wrote
 * it and can be written by any script of the page, so it is read as unknown.
 */
export function carriedPhone(state: unknown): PhoneCredentials | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { callingCode, phone } = state as Record<string, unknown>;
  if (typeof callingCode !== "string" || !OFFERED.has(callingCode)) return undefined;
  if (typeof phone !== "string" || !/^\d{0,15}$/.test(phone)) return undefined;
  return { callingCode, phone };
}

export interface PhoneCarry {
  /** The phone this page was opened with from another of the three forms, if any. */
  readonly initial: PhoneCredentials | undefined;
  /** The form calls it with its calling code and number as they change. */
  readonly onChange: (phone: PhoneCredentials) => void;
  /** For the links to the other forms (`<Link state={…}>`): the phone as typed so far. */
  readonly linkState: { readonly typedPhone?: PhoneCredentials };
}

/**
 * Sign-in, sign-up and forgot password each ask for the phone: one typed in one of them goes with
 * the player's link to another (history state: not in the address, so not in a log or a referrer;
 * a reload of the page it was handed to finds it again).
 */
export function usePhoneCarry(): PhoneCarry {
  const arrived: unknown = useRouterState({ select: (state) => state.location.state.typedPhone });
  const [initial] = useState(() => carriedPhone(arrived));
  const [typed, setTyped] = useState(initial);
  return { initial, onChange: setTyped, linkState: typed === undefined ? {} : { typedPhone: typed } };
}

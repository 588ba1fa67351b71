import { Schema } from "effect";
import type { ClockPort } from "@/application/ports/clock.port";
import type { OtpPending } from "@/application/ports/registration-gateway.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";

/** SPEC §4's registration state as kept in local storage, with when its code was sent (ms since 1970). */
const KeptRegistration = Schema.Struct({
  callingCode: Schema.String,
  phone: Schema.String,
  otpLength: Schema.Int,
  expiresInSeconds: Schema.Number,
  resendAfterSeconds: Schema.Number,
  sentAt: Schema.Number,
});

/**
 * SPEC §4's registration state, the phone waiting for its sign-up code, kept in local storage too
 * (docs/accounts.md, "The code page after a reload"). A phone browser reloads the code page when
 * the player comes back from the messages app; held in memory only, the phone was gone, the page
 * said "start again", and signing up again was refused for 120 s (SPEC §9) with the code already
 * received still valid. Any sign-in ends it (StartSessionUseCase, a verified code's too), and
 * logout wipes it with the rest of local storage (SPEC §4).
 */
export class RegistrationStore {
  constructor(
    private readonly state: SessionStatePort,
    private readonly local: LocalStore,
    private readonly clock: ClockPort,
  ) {}

  /** A code was sent to the phone: it becomes the registration state, and is kept with the time. */
  hold(pending: OtpPending): void {
    this.state.update((state) => ({ ...state, registration: pending }));
    this.local.write(STORAGE_KEYS.registration, { ...pending, sentAt: this.clock.now().getTime() });
  }

  /**
   * The phone waiting for its code: the one in memory, else the one kept, while its code can still
   * be used, with the wait for a new code and the code's life counted from when it was sent. A kept
   * one whose code has expired is forgotten: the page says to start again.
   */
  resume(): OtpPending | null {
    const current = this.state.get().registration;
    if (current !== null) return current;
    const kept = this.local.read(STORAGE_KEYS.registration, KeptRegistration);
    if (kept === undefined) return null;
    const elapsed = Math.max(0, Math.floor((this.clock.now().getTime() - kept.sentAt) / 1000));
    if (elapsed >= kept.expiresInSeconds) {
      this.local.remove(STORAGE_KEYS.registration);
      return null;
    }
    const { sentAt: _sentAt, ...pending } = kept;
    const resumed: OtpPending = {
      ...pending,
      expiresInSeconds: kept.expiresInSeconds - elapsed,
      resendAfterSeconds: Math.max(0, kept.resendAfterSeconds - elapsed),
    };
    this.state.update((state) => ({ ...state, registration: resumed }));
    return resumed;
  }
}

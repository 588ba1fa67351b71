import { RegistrationStore } from "@/application/account/registration-store";
import type { OtpPending } from "@/application/ports/registration-gateway.port";
import { LocalStore } from "@/application/state/local-store";
import { FixedClock } from "../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { RecordingLogger } from "../../fakes/recording-logger";

/** A phone waiting for its sign-up code, as the server answers a sign-up (SPEC §9: a new code after 120 s). */
export const PENDING_OTP: OtpPending = {
  callingCode: "+971",
  phone: "500000001",
  otpLength: 6,
  expiresInSeconds: 300,
  resendAfterSeconds: 120,
};

/** A store over its own state, storage and clock; `kv` is the storage, shared with a "reloaded" page. */
export const registrationStore = (
  options: { readonly state?: InMemorySessionState; readonly kv?: InMemoryKeyValueStore; readonly clock?: FixedClock } = {},
) => {
  const state = options.state ?? new InMemorySessionState();
  const kv = options.kv ?? new InMemoryKeyValueStore();
  const clock = options.clock ?? new FixedClock("2026-11-29T10:00:00.000Z");
  const logger = new RecordingLogger();
  return { store: new RegistrationStore(state, new LocalStore(kv, logger), clock), state, kv, clock, logger };
};

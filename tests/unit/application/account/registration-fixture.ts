import { RegistrationStore } from "@/application/account/registration-store";
import { LocalStore } from "@/application/state/local-store";
import { FixedClock } from "../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { RecordingLogger } from "../../fakes/recording-logger";

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

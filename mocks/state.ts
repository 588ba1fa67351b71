import type { SandboxState, SandboxUser } from "./model";
import { createSeedState, SEED_VERSION } from "./seed";

/**
 * Where the sandbox keeps its state between requests: memory in node (tests, `npm run sandbox`),
 * localStorage in the browser so a reload keeps the signed-in user, cart and balance.
 */
export interface SandboxStorage {
  read(): string | null;
  write(text: string): void;
  clear(): void;
}

export function memoryStorage(): SandboxStorage {
  let text: string | null = null;
  return {
    read: () => text,
    write: (next) => {
      text = next;
    },
    clear: () => {
      text = null;
    },
  };
}

export const SANDBOX_STORAGE_KEY = "lotto-sandbox-state";

/** Wraps a Web Storage (window.localStorage) as sandbox storage. */
export function webStorage(store: Storage, key = SANDBOX_STORAGE_KEY): SandboxStorage {
  return {
    read: () => store.getItem(key),
    write: (text) => store.setItem(key, text),
    clear: () => store.removeItem(key),
  };
}

let storage: SandboxStorage = memoryStorage();
let current: SandboxState | null = null;
let clock: () => number = () => Date.now();

/** The sandbox's "now"; tests move it with setSandboxClock to pass ban windows and cutoffs. */
export function sandboxNow(): number {
  return clock();
}

export function setSandboxClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}

/**
 * How the sandbox words its answers (docs/sandbox.md, "Answer shapes"):
 * - "full": the documented envelope `{ status, message?, data }` with every field the sandbox knows;
 * - "spec": exactly what SPEC §7 names and nothing else (`{"cart_data": "[]"}`, `{}` for the calls
 *   whose answer it calls "not shown"), the least a real server may send.
 * Kept apart from the stored state so a reset (provider states, tests) does not change it by itself.
 */
export type SandboxShape = "full" | "spec";

export const SANDBOX_SHAPES: readonly SandboxShape[] = ["full", "spec"];

/** Where the browser sandbox remembers its answer shape (mocks/browser.ts), so later pages and reloads keep it. */
export const SANDBOX_SHAPE_KEY = "lotto-sandbox-shape";

let defaultShape: SandboxShape = "full";
let shape: SandboxShape = defaultShape;

export function sandboxShape(): SandboxShape {
  return shape;
}

/** The shape from now on; `asDefault` also makes it the one provider states fall back to. */
export function setSandboxShape(next: SandboxShape, options: { readonly asDefault?: boolean } = {}): void {
  shape = next;
  if (options.asDefault === true) defaultShape = next;
}

/** What a provider state without a `shape` parameter answers in ("full" unless SANDBOX_SHAPE said). */
export function defaultSandboxShape(): SandboxShape {
  return defaultShape;
}

/** "spec" / "full" from a query parameter, env variable or stored text; undefined for anything else. */
export function readSandboxShape(text: string | null | undefined): SandboxShape | undefined {
  return SANDBOX_SHAPES.find((candidate) => candidate === text?.trim().toLowerCase());
}

export function useSandboxStorage(next: SandboxStorage): void {
  storage = next;
  current = null;
}

function load(): SandboxState {
  const text = storage.read();
  if (text !== null) {
    try {
      const parsed = JSON.parse(text) as SandboxState;
      if (parsed.version === SEED_VERSION) return parsed;
    } catch {
      // A corrupt stored state is dropped: the sandbox starts again from the seed.
    }
  }
  return createSeedState(sandboxNow());
}

/** The current state, for reading. Change it only through mutate(). */
export function sandboxState(): SandboxState {
  current ??= load();
  return current;
}

/** Applies a change and persists the state. */
export function mutate<T>(change: (state: SandboxState) => T): T {
  const state = sandboxState();
  const result = change(state);
  storage.write(JSON.stringify(state));
  return result;
}

/** Back to the seed: for tests and Pact provider states. */
export function resetSandbox(): void {
  storage.clear();
  current = createSeedState(sandboxNow());
  storage.write(JSON.stringify(current));
}

export function nextId(state: SandboxState, prefix: string): string {
  state.next_id += 1;
  return `${prefix}-${state.next_id}`;
}

export function findUser(state: SandboxState, id: number): SandboxUser | undefined {
  return state.users.find((user) => user.id === id);
}

export function findUserByPhone(state: SandboxState, callingCode: string, phone: string): SandboxUser | undefined {
  return state.users.find((user) => user.calling_code === callingCode && user.phone === phone);
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

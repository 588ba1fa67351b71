import { otpKey } from "./accounts";
import { gameView } from "./game-views";
import { parseTotal } from "./money";
import type { SandboxState } from "./model";
import { SANDBOX_OTP, sandboxUser } from "./seed";
import { GAMES } from "./seed-games";
import { defaultSandboxShape, isoAt, mutate, readSandboxShape, resetSandbox, sandboxNow, setSandboxShape } from "./state";
import { BAN_MS } from "./handlers/voucher.handlers";
import { WEEKLY_TICKET_LIMIT } from "./weekly-limit";
import { weekStart } from "./draw-schedule";

/**
 * Named states for Pact provider verification (POST /_sandbox/state on the HTTP server).
 * Each resets the sandbox to its seed first; the list is kept in docs/sandbox.md.
 */
type Setup = (state: SandboxState, now: number, params: Record<string, unknown>) => void;

const DEMO_ID = "1";
const PENDING_PHONE = { calling_code: "+971", phone: "500000001" };

function oneEntryCart(now: number): string {
  const game = GAMES[0];
  if (game === undefined) return "[]";
  const view = gameView(game, now);
  const item = {
    id: 1, idBlock: 1, gameId: view.game_id, name: "ENTRY 1", game_slug: view.game_slug, event_id: view.event_id,
    amount: view.price, amountClone: view.price, date: [view.event_id], draws: "1", estimatedJackpot: view.estimated_jackpot,
    double_jackpot_price: view.double_jackpot_price, secure_jackpot_price: view.secure_jackpot_price, is_recurring: 1,
    valueDoub: false, amountDeducted: 0, bets: [[3, 9, 12, 19, 24, 31, 7]], draw_date: view.draw_date,
    activeWeekly: false, activeNextDraw: true, addons: [],
  };
  return JSON.stringify([item]);
}

function pendingSignUp(state: SandboxState, sentAt: number): void {
  state.users.push(sandboxUser({ id: 50, ...PENDING_PHONE, first_name: "New", last_name: "Player", password: "Player@123", phone_verified: false }));
  state.otps[otpKey(PENDING_PHONE.calling_code, PENDING_PHONE.phone, "register")] = { code: SANDBOX_OTP, sent_at: isoAt(sentAt), expires_at: isoAt(sentAt + 300_000) };
}

function setBalance(state: SandboxState, total: string): void {
  const fils = parseTotal(total);
  const demo = state.users.find((user) => user.id === 1);
  if (fils === null || demo === undefined) throw new Error(`not a balance total: ${total}`);
  demo.balance_fils = fils;
}

const STATES: Record<string, Setup> = {
  "the sandbox is freshly seeded": () => {},
  "the demo user is signed in": () => {},
  "no user is signed in": (state) => {
    state.sessions = {};
  },
  "voucher SAVE10 is valid": () => {},
  "voucher WELCOME20 is a discount voucher": () => {},
  "voucher BANNED is banned": (state, now) => {
    state.voucher_attempts[DEMO_ID] = { failures: 3, attempt_type: 1, banned_until: isoAt(now + BAN_MS[1]) };
  },
  "vouchers are banned for a day": (state, now) => {
    state.voucher_attempts[DEMO_ID] = { failures: 6, attempt_type: 2, banned_until: isoAt(now + BAN_MS[2]) };
  },
  "the cart of the signed-in user is empty": (state) => {
    delete state.carts[DEMO_ID];
  },
  "the cart of the signed-in user holds one entry": (state, now) => {
    state.carts[DEMO_ID] = { cart_data: oneEntryCart(now), items: 1, amount_fils: GAMES[0]?.price_fils ?? 0, updated_at: isoAt(now) };
  },
  "certificate CERT-1 is generated": (state) => {
    state.certificates["CERT-1"] = { code: "CERT-1", user_id: 1, polls: 0, polls_needed: 0 };
  },
  "certificate CERT-1 is being generated": (state) => {
    state.certificates["CERT-1"] = { code: "CERT-1", user_id: 1, polls: 0, polls_needed: 3 };
  },
  "the weekly limit is reached": (state, now) => {
    state.weekly_tickets[DEMO_ID] = { week_start: new Date(weekStart(now)).toISOString(), count: WEEKLY_TICKET_LIMIT };
  },
  "a sign-up is waiting for +971 500000001": (state, now) => pendingSignUp(state, now),
  "a sign-up for +971 500000001 got its OTP more than 120 seconds ago": (state, now) => pendingSignUp(state, now - 121_000),
  "a user with balance {total}": (state, _now, params) => setBalance(state, String(params["total"] ?? "1,234.50")),
  /** The demo user asked for a password reset; its OTP is the sandbox OTP. */
  "a password reset is waiting for +971 501234567": (state, now) => {
    state.otps[otpKey("+971", "501234567", "reset_password")] = { code: SANDBOX_OTP, sent_at: isoAt(now), expires_at: isoAt(now + 300_000) };
  },
  /** The demo user has an email address that is not verified yet. */
  "the demo user's email is not verified": (state) => {
    const demo = state.users.find((user) => user.id === 1);
    if (demo !== undefined) demo.email_verified = false;
  },
};

const BALANCE_STATE = /^a user with balance (-?[\d,]+\.\d{2})$/;

export const PROVIDER_STATES: readonly string[] = Object.keys(STATES);

/**
 * Resets the sandbox and applies a named state; false when the name is unknown. The answer shape
 * is a parameter of every state (`{ shape: "spec" }`, docs/sandbox.md): each state sets it, so one
 * interaction's SPEC-literal answers never leak into the next.
 */
export function applyProviderState(name: string, params: Record<string, unknown> = {}): boolean {
  const balance = BALANCE_STATE.exec(name);
  const setup = balance === null ? STATES[name] : STATES["a user with balance {total}"];
  if (setup === undefined) return false;
  setSandboxShape(readSandboxShape(typeof params["shape"] === "string" ? params["shape"] : undefined) ?? defaultSandboxShape());
  resetSandbox();
  mutate((state) => setup(state, sandboxNow(), balance === null ? params : { ...params, total: balance[1] }));
  return true;
}


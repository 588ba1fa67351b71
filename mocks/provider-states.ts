import { otpKey, startSession } from "./accounts";
import { gameView } from "./game-views";
import { parseTotal } from "./money";
import type { SandboxState, SandboxUser } from "./model";
import { SANDBOX_OTP, sandboxUser } from "./seed";
import { GAMES } from "./seed-games";
import { VOUCHERS } from "./seed-content";
import {
  defaultSandboxShape,
  findUserByPhone,
  isoAt,
  mutate,
  nextId,
  readSandboxShape,
  resetSandbox,
  sandboxNow,
  setSandboxShape,
} from "./state";
import { BAN_MS } from "./handlers/voucher.handlers";
import { WEEKLY_TICKET_LIMIT } from "./weekly-limit";
import { weekStart } from "./draw-schedule";

/**
 * Provider states for Pact verification (POST /_sandbox/state on the HTTP server, docs/contracts.md).
 *
 * A state's name is a template whose `{placeholders}` name its parameters
 * (`{ "state": "a player with balance {balance}", "params": { "balance": "1,234.50" } }`). Each
 * state resets the sandbox to its seed, puts the data the parameters describe in place, and answers
 * the values the provider created, which the verifier injects into the request
 * (`fromProviderState("Bearer ${accessToken}", …)` in the consumer tests): a fresh access token,
 * the player's id, the event id of the draw on sale, a certificate code, a favourite's id…
 */
type Params = Readonly<Record<string, unknown>>;
export type InjectedValues = Record<string, string | number>;
type Setup = (state: SandboxState, now: number, params: Params) => InjectedValues;

/** A front-door answer a state asks for, before any handler runs (session refusals, outages). */
interface Override {
  readonly matches: (request: Request) => boolean;
  readonly answer: () => Response;
}

let override: Override | null = null;

const DEMO_ID = 1;

class StateParameterError extends Error {}

function text(params: Params, name: string, fallback?: string): string {
  const value = params[name];
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number") return String(value);
  if (fallback !== undefined) return fallback;
  throw new StateParameterError(`The state needs the parameter "${name}".`);
}

function whole(params: Params, name: string, fallback?: number): number {
  const value = params[name] ?? fallback;
  const parsed = typeof value === "string" ? Number(value) : value;
  if (typeof parsed !== "number" || !Number.isInteger(parsed))
    throw new StateParameterError(`The parameter "${name}" must be a whole number.`);
  return parsed;
}

function demoUser(state: SandboxState): SandboxUser {
  const demo = state.users.find((user) => user.id === DEMO_ID);
  if (demo === undefined) throw new Error("the seed has no demo player");
  return demo;
}

/** The game the parameters name (Lucky Day by default) and its draw on sale now. */
function drawOnSale(params: Params, now: number) {
  const slug = text(params, "gameSlug", "lucky-day");
  const game = GAMES.find((candidate) => candidate.game_slug === slug);
  if (game === undefined) throw new StateParameterError(`No game ${slug}; known: ${GAMES.map((g) => g.game_slug).join(", ")}.`);
  return gameView(game, now);
}

/** The player every signed-in state is about, with a fresh access token of his own. */
function signedInPlayer(state: SandboxState, now: number, params: Params): InjectedValues {
  const player = demoUser(state);
  const { access_token } = startSession(state, player);
  const draw = drawOnSale(params, now);
  return { accessToken: access_token, userId: player.id, eventId: draw.event_id, gameId: draw.game_id };
}

function setBalance(state: SandboxState, total: string): void {
  const fils = parseTotal(total);
  if (fils === null) throw new StateParameterError(`Not a balance total: ${total} (write it as 1,234.50).`);
  demoUser(state).balance_fils = fils;
}

function oneEntryCart(now: number): string {
  const view = drawOnSale({}, now);
  const item = {
    id: 1,
    idBlock: 1,
    gameId: view.game_id,
    name: "ENTRY 1",
    game_slug: view.game_slug,
    event_id: view.event_id,
    amount: view.price,
    amountClone: view.price,
    date: [view.event_id],
    draws: "1",
    estimatedJackpot: view.estimated_jackpot,
    double_jackpot_price: view.double_jackpot_price,
    secure_jackpot_price: view.secure_jackpot_price,
    is_recurring: 1,
    valueDoub: false,
    amountDeducted: 0,
    bets: [[3, 9, 12, 19, 24, 31, 7]],
    draw_date: view.draw_date,
    activeWeekly: false,
    activeNextDraw: true,
    addons: [],
  };
  return JSON.stringify([item]);
}

/** An account for the phone in the parameters, unverified, whose sign-up OTP went out `secondsAgo` ago. */
function pendingSignUp(state: SandboxState, now: number, params: Params): InjectedValues {
  const callingCode = text(params, "callingCode", "+971");
  const phone = text(params, "phone");
  const sentAt = now - whole(params, "secondsAgo", 0) * 1_000;
  if (findUserByPhone(state, callingCode, phone) === undefined) {
    const id = state.next_id++;
    state.users.push(
      sandboxUser({
        id,
        calling_code: callingCode,
        phone,
        first_name: "New",
        last_name: "Player",
        password: text(params, "password", "Player@123"),
        phone_verified: false,
      }),
    );
  }
  state.otps[otpKey(callingCode, phone, "register")] = {
    code: SANDBOX_OTP,
    sent_at: isoAt(sentAt),
    expires_at: isoAt(sentAt + 300_000),
  };
  return { otp: SANDBOX_OTP };
}

/** The sandbox's vouchers are its seed's: a state may name one of them, with its real terms. */
function seededVoucher(params: Params, discount: boolean, valueName: "amount" | "percent"): InjectedValues {
  const code = text(params, "code").toUpperCase();
  const voucher = VOUCHERS.find((candidate) => candidate.code === code && !candidate.expired && candidate.discount === discount);
  const value = text(params, valueName);
  const expected = voucher === undefined ? undefined : discount ? String(voucher.value) : (voucher.value / 100).toFixed(2);
  if (voucher === undefined || Number(value) !== Number(expected)) {
    throw new StateParameterError(
      `The sandbox has no ${discount ? "discount " : ""}voucher ${code} worth ${value}; its vouchers: ${VOUCHERS.map((v) => v.code).join(", ")}.`,
    );
  }
  return {};
}

const refusal = (message: string, httpStatus: number): Override => ({
  // SPEC §7: every call sends the stored token; a refused session refuses every call that carries one.
  matches: (request) => request.headers.has("authorization"),
  answer: () => Response.json({ status: 401, message }, { status: httpStatus }),
});

const SERVICE_PATHS: Readonly<Record<string, RegExp>> = { balance: /^\/api\/user\/balance$/, seo: /^\/api\/seo\// };

const outage = (service: string, httpStatus: number): Override => {
  const path = SERVICE_PATHS[service];
  if (path === undefined)
    throw new StateParameterError(`No service ${service}; known: ${Object.keys(SERVICE_PATHS).join(", ")}.`);
  if (httpStatus < 500 || httpStatus > 599) throw new StateParameterError("An outage answers a 5xx status.");
  return {
    matches: (request) => path.test(new URL(request.url).pathname),
    answer: () =>
      Response.json({ status: httpStatus, message: `The ${service} service is not available.` }, { status: httpStatus }),
  };
};

/** The parameterised states; docs/contracts.md lists them with what a real server must do. */
const STATES: Record<string, Setup> = {
  "the games on sale include {gameSlug}": (_state, now, params) => {
    const draw = drawOnSale(params, now);
    return { eventId: draw.event_id, gameId: draw.game_id };
  },
  "the shop's content is published": () => ({ questionTypeId: 1, offerId: 1 }),
  "no player has the phone {callingCode} {phone}": (state, _now, params) => {
    const taken = findUserByPhone(state, text(params, "callingCode"), text(params, "phone"));
    if (taken !== undefined)
      throw new StateParameterError(`The sandbox's seed has a player with the phone ${taken.calling_code} ${taken.phone}.`);
    return {};
  },
  "a player with balance {balance}": (state, now, params) => {
    setBalance(state, text(params, "balance"));
    return signedInPlayer(state, now, params);
  },
  "a player {callingCode} {phone} with password {password}": (state, now, params) => {
    const player = demoUser(state);
    player.calling_code = text(params, "callingCode");
    player.phone = text(params, "phone");
    player.password = text(params, "password");
    return signedInPlayer(state, now, params);
  },
  "another player has the phone {callingCode} {phone}": (state, _now, params) => {
    const callingCode = text(params, "callingCode");
    const phone = text(params, "phone");
    if (findUserByPhone(state, callingCode, phone) === undefined) {
      state.users.push(
        sandboxUser({
          id: state.next_id++,
          calling_code: callingCode,
          phone,
          first_name: "Other",
          last_name: "Player",
          password: "Other@1234",
        }),
      );
    }
    return {};
  },
  "a player with {remaining} tickets left this week": (state, now, params) => {
    const remaining = whole(params, "remaining");
    state.weekly_tickets[String(DEMO_ID)] = {
      week_start: new Date(weekStart(now)).toISOString(),
      count: WEEKLY_TICKET_LIMIT - remaining,
    };
    return signedInPlayer(state, now, params);
  },
  "a player whose cart holds {entries} entries": (state, now, params) => {
    const entries = whole(params, "entries");
    if (entries === 0) delete state.carts[String(DEMO_ID)];
    else if (entries === 1)
      state.carts[String(DEMO_ID)] = {
        cart_data: oneEntryCart(now),
        items: 1,
        amount_fils: GAMES[0]?.price_fils ?? 0,
        updated_at: isoAt(now),
      };
    else throw new StateParameterError("The sandbox fills a cart with 0 or 1 entries.");
    return signedInPlayer(state, now, params);
  },
  "a player with saved numbers for {gameSlug}": (state, now, params) => {
    const gameSlug = text(params, "gameSlug");
    const id = nextId(state, "fav");
    state.favourites[String(DEMO_ID)] = [
      { id, game_slug: gameSlug, name: "Birthdays", numbers: [[3, 9, 12, 19, 24, 31], [7]], created_at: isoAt(now - 86_400_000) },
    ];
    return { ...signedInPlayer(state, now, params), favouriteId: id };
  },
  "a player with an unread notification linking to {link}": (state, now, params) => {
    const id = nextId(state, "ntf");
    const list = state.notifications[String(DEMO_ID)] ?? [];
    state.notifications[String(DEMO_ID)] = [
      {
        id,
        title: "Draw tonight",
        body: "Lucky Day draws tonight at 20:00.",
        unread: true,
        link: text(params, "link"),
        created_at: isoAt(now),
      },
      ...list,
    ];
    return { ...signedInPlayer(state, now, params), notificationId: id };
  },
  "a player whose email is not verified": (state, now, params) => {
    demoUser(state).email_verified = false;
    return signedInPlayer(state, now, params);
  },
  "an email verification link was sent to a player": (state) => {
    const token = `verify-${nextId(state, "email")}`;
    state.email_tokens[token] = DEMO_ID;
    demoUser(state).email_verified = false;
    return { verificationToken: token };
  },
  "voucher {code} takes off {amount}": (state, now, params) => ({
    ...seededVoucher(params, false, "amount"),
    ...signedInPlayer(state, now, params),
  }),
  "voucher {code} takes off {percent} percent": (state, now, params) => ({
    ...seededVoucher(params, true, "percent"),
    ...signedInPlayer(state, now, params),
  }),
  "no voucher has the code {code}": (state, now, params) => {
    const code = text(params, "code").toUpperCase();
    if (VOUCHERS.some((voucher) => voucher.code === code)) throw new StateParameterError(`The sandbox has a voucher ${code}.`);
    return signedInPlayer(state, now, params);
  },
  "voucher {code} bans with attempt type {type}": (state, now, params) => {
    const type = whole(params, "type");
    if (type !== 1 && type !== 2) throw new StateParameterError("The attempt type is 1 (10 minutes) or 2 (1 day).");
    state.voucher_attempts[String(DEMO_ID)] = {
      failures: type === 1 ? 3 : 6,
      attempt_type: type,
      banned_until: isoAt(now + BAN_MS[type]),
    };
    return signedInPlayer(state, now, params);
  },
  "a certificate whose generation needs {polls} more polls": (state, now, params) => {
    const code = `CERT-${state.next_id++}`;
    state.certificates[code] = { code, user_id: DEMO_ID, polls: 0, polls_needed: whole(params, "polls") };
    return { ...signedInPlayer(state, now, params), certificateCode: code };
  },
  "a sign-up for {callingCode} {phone} got its OTP {secondsAgo} seconds ago": (state, now, params) =>
    pendingSignUp(state, now, params),
  "a password reset for {callingCode} {phone} is waiting": (state, now, params) => {
    const callingCode = text(params, "callingCode");
    const phone = text(params, "phone");
    const player = demoUser(state);
    player.calling_code = callingCode;
    player.phone = phone;
    state.otps[otpKey(callingCode, phone, "reset_password")] = {
      code: SANDBOX_OTP,
      sent_at: isoAt(now),
      expires_at: isoAt(now + 300_000),
    };
    return { otp: SANDBOX_OTP };
  },
  "the session is refused with message {message} and HTTP status {httpStatus}": (state, now, params) => {
    const values = signedInPlayer(state, now, params);
    override = refusal(text(params, "message"), whole(params, "httpStatus"));
    return values;
  },
  "the {service} service fails with HTTP status {httpStatus}": (state, now, params) => {
    const values = signedInPlayer(state, now, params);
    override = outage(text(params, "service"), whole(params, "httpStatus"));
    return values;
  },
};

/**
 * The names the sandbox's own unit and e2e tests still use (docs/sandbox.md): each is one of the
 * states above with fixed parameters. The pacts use only the templates.
 */
const FIXED_NAMES: Record<string, { readonly state: string; readonly params: Params }> = {
  "the sandbox is freshly seeded": { state: "the games on sale include {gameSlug}", params: { gameSlug: "lucky-day" } },
  "the demo user is signed in": { state: "a player with balance {balance}", params: { balance: "1,234.50" } },
  "no user is signed in": {
    state: "the session is refused with message {message} and HTTP status {httpStatus}",
    params: { message: "Unauthorized", httpStatus: 401 },
  },
  "voucher SAVE10 is valid": { state: "voucher {code} takes off {amount}", params: { code: "SAVE10", amount: "10.00" } },
  "voucher WELCOME20 is a discount voucher": {
    state: "voucher {code} takes off {percent} percent",
    params: { code: "WELCOME20", percent: 20 },
  },
  "voucher BANNED is banned": { state: "voucher {code} bans with attempt type {type}", params: { code: "BANNED", type: 1 } },
  "vouchers are banned for a day": { state: "voucher {code} bans with attempt type {type}", params: { code: "BANNED", type: 2 } },
  "the cart of the signed-in user is empty": { state: "a player whose cart holds {entries} entries", params: { entries: 0 } },
  "the cart of the signed-in user holds one entry": {
    state: "a player whose cart holds {entries} entries",
    params: { entries: 1 },
  },
  "the weekly limit is reached": { state: "a player with {remaining} tickets left this week", params: { remaining: 0 } },
  "a sign-up is waiting for +971 500000001": {
    state: "a sign-up for {callingCode} {phone} got its OTP {secondsAgo} seconds ago",
    params: { callingCode: "+971", phone: "500000001", secondsAgo: 0 },
  },
  "a sign-up for +971 500000001 got its OTP more than 120 seconds ago": {
    state: "a sign-up for {callingCode} {phone} got its OTP {secondsAgo} seconds ago",
    params: { callingCode: "+971", phone: "500000001", secondsAgo: 121 },
  },
  "a password reset is waiting for +971 501234567": {
    state: "a password reset for {callingCode} {phone} is waiting",
    params: { callingCode: "+971", phone: "501234567" },
  },
  "the demo user's email is not verified": { state: "a player whose email is not verified", params: {} },
};

/** The old certificate names: the seeded code CERT-1, done at once or after three polls. */
const CERTIFICATE_NAMES: Record<string, number> = {
  "certificate CERT-1 is generated": 0,
  "certificate CERT-1 is being generated": 3,
};
const BALANCE_NAME = /^a user with balance (-?[\d,]+\.\d{2})$/;

export const PROVIDER_STATES: readonly string[] = Object.keys(STATES);

/** The answer a state asked for in front of the handlers (a refused session, a failing service), if any. */
export function providerStateOverride(request: Request): Response | undefined {
  return override?.matches(request) === true ? override.answer() : undefined;
}

/** Why a state could not be applied: its name is unknown, or a parameter is missing or wrong. */
export class ProviderStateRefused extends Error {}

/**
 * Applies a state and answers the values to inject, or undefined when the name is unknown (a bad
 * parameter throws {@link ProviderStateRefused}). The sandbox is reset to its seed first unless
 * `reset` is false: the second state of an interaction adds to the first (mocks/http-server.ts).
 * The answer shape is a parameter of every state (`{ shape: "spec" }`, docs/sandbox.md), so one
 * interaction's SPEC-literal answers never leak into the next.
 */
export function providerState(
  name: string,
  params: Params = {},
  options: { readonly reset?: boolean } = {},
): InjectedValues | undefined {
  const balance = BALANCE_NAME.exec(name);
  const certificatePolls = CERTIFICATE_NAMES[name];
  const fixed = FIXED_NAMES[name];
  const template = balance !== null ? "a player with balance {balance}" : (fixed?.state ?? name);
  const merged: Params = balance !== null ? { ...params, balance: balance[1] } : { ...fixed?.params, ...params };
  const setup = STATES[template];
  if (setup === undefined && certificatePolls === undefined) return undefined;
  const shape = readSandboxShape(typeof params["shape"] === "string" ? params["shape"] : undefined);
  if (options.reset !== false) {
    setSandboxShape(shape ?? defaultSandboxShape());
    resetSandbox();
    override = null;
  } else if (shape !== undefined) {
    setSandboxShape(shape);
  }
  try {
    return mutate((state) => {
      if (certificatePolls !== undefined) {
        state.certificates["CERT-1"] = { code: "CERT-1", user_id: DEMO_ID, polls: 0, polls_needed: certificatePolls };
        return {};
      }
      return setup === undefined ? {} : setup(state, sandboxNow(), merged);
    });
  } catch (error) {
    if (error instanceof StateParameterError) throw new ProviderStateRefused(`${name}: ${error.message}`);
    throw error;
  }
}

/** Back to the seed after an interaction: no refused session, no failing service. */
export function endProviderStates(): void {
  setSandboxShape(defaultSandboxShape());
  resetSandbox();
  override = null;
}

/** {@link providerState} for callers that only need to know it was applied. */
export function applyProviderState(name: string, params: Params = {}): boolean {
  return providerState(name, params) !== undefined;
}

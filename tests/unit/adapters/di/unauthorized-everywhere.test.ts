import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { readConfig } from "@/env";
import { fromMajor } from "@/domain/money/money";
import { Unauthorized } from "@/application/ports/api-errors";
import type { HandleUnauthorizedUseCase } from "@/application/auth/handle-unauthorized.use-case";
import type { Resolved, Token } from "@/application/di-token";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer } from "@/adapters/di/container";
import type { FetchLike } from "@/adapters/http/api-client";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { cartItem } from "../http/cart-fixtures";
import { loadEveryArea } from "../../fakes/every-area";

/**
 * SPEC §8 "the 401 rule on every call": every method of every remote port, as the container binds
 * it, hands a 401 to the one rule (TOKENS.handleUnauthorized), and still answers the failure. The
 * only exceptions are the auth gateway's sign-in and token revocation (bind-http.ts).
 */
const config = readConfig({
  VITE_API_BASE_URL: "https://api.lotto.test",
  VITE_GAME_API_BASE_URL: "https://games.lotto.test",
  PROD: true,
});

const line = cartItem();
const phone = { callingCode: "+971", phone: "501234567" };

/** Every port: the core's and each area's (all areas are loaded, as after a visit to each). */
const PORTS = {
  ...PORT_TOKENS,
  voucherGateway: CHECKOUT_TOKENS.voucherGateway,
  paymentGateway: CHECKOUT_TOKENS.paymentGateway,
  weeklyLimit: CHECKOUT_TOKENS.weeklyLimit,
  registrationGateway: ACCOUNT_TOKENS.registrationGateway,
  passwordGateway: ACCOUNT_TOKENS.passwordGateway,
  profile: ACCOUNT_TOKENS.profile,
  favourites: ACCOUNT_TOKENS.favourites,
  notifications: ACCOUNT_TOKENS.notifications,
  wallet: WALLET_TOKENS.wallet,
  content: CONTENT_TOKENS.content,
} as const;

/** The ports that make no call: the browser's own. */
type LocalName =
  | "keyValueStore"
  | "cookieStore"
  | "clock"
  | "random"
  | "scheduler"
  | "connectivity"
  | "logger"
  | "reload"
  | "appHost"
  | "navigator"
  | "queryCache"
  | "sessionState"
  | "sessionStore"
  | "cartFormat";
type RemoteName = Exclude<keyof typeof PORTS, LocalName>;
type PortOf<K extends RemoteName> = Resolved<(typeof PORTS)[K]>;

/**
 * Every remote port with every method of its interface, each once (the type checker rejects a
 * missing or unknown port or method), with arguments; the answer is a 401 whatever they are.
 */
type Calls = { readonly [K in RemoteName]: { readonly [M in keyof PortOf<K>]-?: ReadonlyArray<unknown> } };

const CALLS = {
  analytics: { pageView: [{ url: "https://shop.test/" }], touchPointVisit: [{ utm_source: "x" }] },
  seo: { metadata: ["/faq"] },
  gameCatalog: { listGames: [], gameBySlug: ["lotto"], results: [], prizeBreakdown: ["lotto"] },
  cartRepository: { fetch: [], save: [{ items: [line], unreadableLines: [], amount: fromMajor(5) }], delete: [] },
  voucherGateway: { redeem: [{ code: "SAVE10", discount: false }] },
  balance: { balance: [] },
  weeklyLimit: { check: [{ userId: 1, quantity: 1 }] },
  paymentGateway: { transact: [{ items: [line], idempotencyKey: "k-1" }], certificateGeneration: ["CERT-1"] },
  authGateway: { login: [{ ...phone, password: "secret-123" }], tokenLogin: ["t"], logout: [] },
  registrationGateway: {
    signUp: [{ ...phone, fullName: "A B", password: "secret-123", platform: "web" }],
    verifyOtp: [{ ...phone, otp: "123456" }],
    resendOtp: [{ ...phone, purpose: "register" }],
  },
  passwordGateway: {
    forgotPassword: [phone],
    resetPassword: [{ ...phone, otp: "123456", password: "secret-123", passwordConfirmation: "secret-123" }],
    changePassword: [{ currentPassword: "secret-123", password: "secret-456", passwordConfirmation: "secret-456" }],
  },
  profile: {
    profile: [],
    updateProfile: [{ fullName: "A B", countryResidence: "AE", nationality: "AE" }],
    deleteAccount: [{ password: "secret-123" }],
    sendEmailVerification: [],
    verifyEmail: ["t"],
  },
  wallet: {
    transactions: [],
    addCredit: [{ amount: fromMajor(10), paymentMethod: "card" }],
    shareCredit: [{ ...phone, amount: fromMajor(10) }],
    withdraw: [{ amount: fromMajor(10) }],
    bankWithdrawal: [{ amount: fromMajor(10), iban: "AE070331234567890123456", accountHolderName: "A B" }],
  },
  favourites: { list: [], add: [{ gameSlug: "lotto", name: "Mine", numbers: [[1, 2, 3, 4, 5, 6]] }], remove: ["f-1"] },
  notifications: { list: [], markRead: ["n-1"], markAllRead: [] },
  content: {
    faq: ["en"],
    questionTypes: ["en"],
    sendContactMessage: [{ questionId: 1, name: "A", email: "a@b.co", phoneNumber: "501234567", content: "Hello there" }],
    certificateOffers: [],
    purchaseCertificate: [{ offerId: 1, quantity: 1, idempotencyKey: "k-2" }],
  },
} as const satisfies Calls;

/** SPEC §8: sign-in answers "wrong credentials", and a refused revocation must not log out again. */
const EXEMPT: ReadonlySet<string> = new Set(["authGateway.login", "authGateway.tokenLogin", "authGateway.logout"]);

type Answer401 = (request: Request) => Response;

const inHttpStatus: Answer401 = () => Response.json({ status: 401, message: "Token expired" }, { status: 401 });
const inBody: Answer401 = () => Response.json({ status: 401, message: "Unauthorized" }, { status: 200 });

function shopAnswering(answer: Answer401) {
  const requests: Request[] = [];
  const fetch: FetchLike = (request) => {
    requests.push(request);
    return Promise.resolve(answer(request));
  };
  const container = loadEveryArea(createContainer(config, { fetch }));
  rebindConstant(container, PORT_TOKENS.keyValueStore, new InMemoryKeyValueStore());
  rebindConstant(container, PORT_TOKENS.cookieStore, new InMemoryCookieStore());
  rebindConstant(container, PORT_TOKENS.navigator, new RecordingNavigator());
  const ruled: unknown[] = [];
  const rule = { execute: (error: unknown) => Promise.resolve(ruled.push(error) > 0) };
  rebindConstant(container, TOKENS.handleUnauthorized, rule as unknown as HandleUnauthorizedUseCase);
  return { container, ruled, requests };
}

type AnyPort = Record<string, (...args: ReadonlyArray<unknown>) => Promise<Result.Result<unknown, unknown>>>;

describe("SPEC §8: a 401 from every remote port method reaches the one rule", () => {
  it.each([
    ["as the HTTP status", inHttpStatus, "Token expired"],
    ["as status: 401 in the body of an HTTP 200", inBody, "Unauthorized"],
  ])("a 401 %s", async (_how, answer, message) => {
    const { container, ruled, requests } = shopAnswering(answer);
    const walked: string[] = [];
    for (const [portName, methods] of Object.entries(CALLS)) {
      const port = container.get(PORTS[portName as keyof typeof CALLS] as Token<unknown>) as AnyPort;
      for (const [method, args] of Object.entries(methods)) {
        const name = `${portName}.${method}`;
        const before = { ruled: ruled.length, requests: requests.length };
        if (typeof port[method] !== "function") throw new Error(`${name} is not a method of the bound port`);
        const result = await port[method](...(args as ReadonlyArray<unknown>));
        walked.push(name);
        expect(requests.length, `${name} made a call`).toBeGreaterThan(before.requests);
        // The use case still gets the typed failure, unchanged.
        expect(Result.isFailure(result) && result.failure, name).toBeInstanceOf(Unauthorized);
        expect(Result.isFailure(result) && (result.failure as Unauthorized).message, name).toBe(message);
        expect(ruled.length - before.ruled, name).toBe(EXEMPT.has(name) ? 0 : 1);
        if (!EXEMPT.has(name)) expect(ruled.at(-1), name).toBe(Result.isFailure(result) ? result.failure : undefined);
      }
    }
    expect(walked).toHaveLength(Object.values(CALLS).reduce((sum, methods) => sum + Object.keys(methods).length, 0));
  });
});

/**
 * The sandbox's own seed traffic: every documented operation called the way the shop calls it, on
 * the seed's data (docs/sandbox.md, "Demo data"). Each group starts from a fresh seed and runs in
 * order, so a later call may build on an earlier one (a sign-up, then its OTP). Replayed through
 * Prism by scripts/pact/prism-replay.ts; answers documented as failures (a 429 resend, a 422 for
 * an email already verified) are part of the traffic too.
 */
import { DEMO_TOKEN, DEMO_USER, SANDBOX_OTP } from "../../mocks/seed";
import type { SandboxShape } from "../../mocks/state";

export interface SeedRequest {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  readonly body?: unknown;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The game API host (openapi/game-api.yaml) instead of the main API. */
  readonly gameApi?: true;
}

/** Values read from the sandbox before the groups run: the event on sale. */
export interface SeedContext {
  readonly luckyDayEventId: number;
}

export interface SeedGroup {
  readonly name: string;
  readonly shape?: SandboxShape;
  readonly requests: (context: SeedContext) => readonly SeedRequest[];
}

const signedIn = DEMO_TOKEN;
const json = (method: SeedRequest["method"], path: string, body: unknown, token?: string): SeedRequest => ({
  method,
  path,
  body,
  ...(token === undefined ? {} : { token }),
});
const key = (name: string) => ({ "Idempotency-Key": `seed-${name}-0001` });

const CART_ITEM = {
  id: 1,
  idBlock: "blk-1",
  gameId: 1,
  name: "ENTRY 1",
  game_slug: "lucky-day",
  event_id: 0,
  amount: 35,
  draws: "1",
  bets: [[3, 9, 12, 19, 24, 31, 7]],
};

const reads = (): SeedRequest[] => [
  { method: "GET", path: "/api/lotto/lottoGames?limit=4" },
  { method: "GET", path: "/api/carts", token: signedIn },
  { method: "GET", path: "/api/user/balance", token: signedIn },
  { method: "GET", path: "/api/seo/%2Ffaq" },
  { method: "GET", path: "/api/seo/%2Flucky-day" },
  json("POST", "/api/carts/save", { cart_data: "[]", items: 0, amount: 0 }, signedIn),
  { method: "DELETE", path: "/api/carts/delete", token: signedIn },
  json("POST", "/api/meta-conversion/add-event", {
    event_name: "PageView",
    event_source_url: "https://lotto-shop.example/faq",
    custom_data: {},
  }),
  json(
    "POST",
    "/api/touch-point/visit",
    { utm_data: { utm_source: "newsletter", utm_medium: "email", stored_at: "2026-05-06T10:00:00+04:00" } },
    signedIn,
  ),
  json("POST", "/api/voucher/used", { code: "SAVE10", discount: false }, signedIn),
  json("POST", "/api/voucher/used", { code: "NOT-A-CODE", discount: false }, signedIn),
];

export const SEED_GROUPS: readonly SeedGroup[] = [
  { name: "SPEC §7 calls, full answers", shape: "full", requests: reads },
  { name: "SPEC §7 calls, SPEC-literal answers", shape: "spec", requests: reads },
  {
    name: "games, draws and the purchase",
    requests: ({ luckyDayEventId }) => [
      { method: "GET", path: "/api/lotto/draws?game_slug=lucky-day&limit=3" },
      { method: "GET", path: "/api/lotto/draws" },
      { method: "GET", path: "/api/lotto/prize-breakdown?game_slug=lucky-day" },
      json("POST", "/api/user/limit-game-per-week", { user_id: 1, quantity: 2 }, signedIn),
      json(
        "POST",
        "/api/carts/save",
        { cart_data: JSON.stringify([{ ...CART_ITEM, event_id: luckyDayEventId }]), items: 1, amount: 35 },
        signedIn,
      ),
      { method: "GET", path: "/api/carts", token: signedIn },
      json(
        "POST",
        "/api/lotto/transact",
        {
          items: [
            {
              game_slug: "lucky-day",
              event_id: luckyDayEventId,
              bets: [[3, 9, 12, 19, 24, 31, 7]],
              draws: 1,
              double_jackpot: true,
              secure_jackpot: false,
              is_recurring: false,
            },
          ],
          payment_method: "balance",
          voucher_code: "SAVE10",
          idempotency_key: "seed-transact-0001",
        },
        signedIn,
      ),
      { method: "POST", path: "/fixed-standard-lotto/results", body: { account: "lotto-shop", currency: "AED" }, gameApi: true },
    ],
  },
  {
    name: "sign-up with OTP",
    requests: () => [
      json("POST", "/api/auth/register", {
        full_name: "Layla Haddad",
        calling_code: "+971",
        phone: "500000001",
        password: "Layla@1234",
        email: "layla@example.com",
        platform_slug: "web",
      }),
      json("POST", "/api/auth/otp/resend", { calling_code: "+971", phone: "500000001", purpose: "register" }),
      json("POST", "/api/auth/otp/verify", { calling_code: "+971", phone: "500000001", otp: SANDBOX_OTP }),
    ],
  },
  {
    name: "sign-in, password reset and email",
    requests: () => [
      json("POST", "/api/auth/login", DEMO_USER),
      json("POST", "/api/auth/forgot-password", { calling_code: "+971", phone: "501234567" }),
      json("POST", "/api/auth/reset-password", {
        calling_code: "+971",
        phone: "501234567",
        otp: SANDBOX_OTP,
        password: "Demo@5678",
        password_confirmation: "Demo@5678",
      }),
      json("POST", "/api/auth/verify-email", { token: "verify-demo-token" }),
    ],
  },
  {
    name: "profile and account",
    requests: () => [
      { method: "GET", path: "/api/user/profile", token: signedIn },
      json(
        "PUT",
        "/api/user/profile",
        {
          full_name: "Omar Khalid",
          country_residence: "AE",
          nationality: "AE",
          email: "omar@example.com",
          dob: "1990-04-12",
          gender: "male",
          city: "Dubai",
        },
        signedIn,
      ),
      { method: "POST", path: "/api/user/email/send-verification", token: signedIn },
      json(
        "POST",
        "/api/user/change-password",
        { current_password: "Demo@1234", password: "Demo@5678", password_confirmation: "Demo@5678" },
        signedIn,
      ),
      { method: "POST", path: "/api/auth/logout", token: signedIn },
    ],
  },
  {
    name: "account deletion",
    requests: () => [json("POST", "/api/user/delete-account", { password: "Demo@1234", reason: "Moving abroad" }, signedIn)],
  },
  {
    name: "wallet",
    requests: () => [
      { method: "GET", path: "/api/wallet/transactions?page=1&per_page=20", token: signedIn },
      { ...json("POST", "/api/wallet/add-credit", { amount: 100.5, payment_method: "card" }, signedIn), headers: key("add") },
      {
        ...json(
          "POST",
          "/api/wallet/share-credit",
          { calling_code: "+971", phone: "509876543", amount: 25, note: "For the Friday draw" },
          signedIn,
        ),
        headers: key("share"),
      },
      { ...json("POST", "/api/wallet/withdraw", { amount: 20 }, signedIn), headers: key("withdraw") },
      {
        ...json(
          "POST",
          "/api/wallet/bank-withdrawal",
          { amount: 200, iban: "AE070331234567890123456", account_holder_name: "Demo Player", bank_name: "Emirates NBD" },
          signedIn,
        ),
        headers: key("bank"),
      },
    ],
  },
  {
    name: "favourites and notifications",
    requests: () => [
      { method: "GET", path: "/api/favourites?game_slug=lucky-day", token: signedIn },
      json(
        "POST",
        "/api/favourites",
        { game_slug: "lucky-day", name: "Family dates", numbers: [[1, 5, 14, 22, 30, 41], [9]] },
        signedIn,
      ),
      { method: "DELETE", path: "/api/favourites/fav-1", token: signedIn },
      { method: "GET", path: "/api/notifications?page=1&per_page=20", token: signedIn },
      { method: "POST", path: "/api/notifications/ntf-3/read", token: signedIn },
      { method: "POST", path: "/api/notifications/read-all", token: signedIn },
    ],
  },
  {
    name: "green certificates, FAQ and contact",
    requests: () => [
      { method: "GET", path: "/api/green-certificates/offers" },
      json(
        "POST",
        "/api/green-certificates/purchase",
        { offer_id: 1, quantity: 1, idempotency_key: "seed-certificate-0001" },
        signedIn,
      ),
      json("POST", "/api/common/is-certificate-generation-completed", { code: "CERT-DEMO" }),
      { method: "GET", path: "/api/common/faq?locale=ar" },
      { method: "GET", path: "/api/common/question-types?locale=in" },
      json("POST", "/api/common/contact-us", {
        question_id: 3,
        name: "Amira Saleh",
        email: "amira@example.com",
        phone_number: "+971 50 123 4567",
        content: "When is the next Lucky Day draw?",
      }),
    ],
  },
];

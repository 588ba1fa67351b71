import { weekStart } from "./draw-schedule";
import type { NotificationRecord, SandboxState, SandboxUser, WalletEntry } from "./model";

/** Bump when the stored shape changes: an older state in localStorage is then reseeded. */
export const SEED_VERSION = 2;

/** The OTP the sandbox "sends" for every sign-up and password reset (docs/sandbox.md). */
export const SANDBOX_OTP = "123456";

/** Demo credentials (docs/sandbox.md). */
export const DEMO_USER = { calling_code: "+971", phone: "501234567", password: "Demo@1234" } as const;
/**
 * A player close to the weekly limit (SPEC §6/§7; docs/sandbox.md): 48 of the 50 tickets of the
 * week are bought at seeding time, so a cart of 3 plays or more is over the limit.
 */
export const NEAR_LIMIT_USER = {
  calling_code: "+971",
  phone: "502345678",
  password: "Noor@1234",
  id: 3,
  tickets_this_week: 48,
} as const;
/** A token that is always signed in as the demo user after a reset: for contract tests. */
export const DEMO_TOKEN = "demo-access-token";

const DAY_MS = 86_400_000;

/** A verified user with every optional profile field empty, overridden by `fields`. */
export function sandboxUser(
  fields: Partial<SandboxUser> & Pick<SandboxUser, "id" | "first_name" | "last_name" | "phone" | "password">,
): SandboxUser {
  return {
    full_name: `${fields.first_name} ${fields.last_name}`,
    calling_code: "+971",
    phone_verified: true,
    email: null,
    email_verified: false,
    avatar: null,
    country_residence: "AE",
    nationality: null,
    dob: null,
    gender: null,
    address_line1: null,
    address_line2: null,
    city: null,
    state: null,
    zip_code: null,
    address_country: null,
    balance_fils: 0,
    ...fields,
  };
}

function demoWallet(now: number): WalletEntry[] {
  const moves: [WalletEntry["type"], number, string, number][] = [
    ["deposit", 100_000, "Card top-up", 12],
    ["purchase", -10_500, "Lucky Day: 3 entries", 10],
    ["prize", 35_000, "Lucky Day prize: 4 + 1", 6],
    ["share_out", -1_050, "Shared with +971 509876543", 2],
  ];
  let balance = 0;
  return moves
    .map(([type, amount, description, daysAgo], index): WalletEntry => {
      balance += amount;
      const created_at = new Date(now - daysAgo * DAY_MS).toISOString();
      return {
        id: `wtx-${index + 1}`,
        type,
        amount_fils: amount,
        balance_after_fils: balance,
        description,
        status: "completed",
        created_at,
      };
    })
    .reverse();
}

function demoNotifications(now: number): NotificationRecord[] {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  return [
    {
      id: "ntf-3",
      title: "Draw tonight",
      body: "Lucky Day draws tonight at 20:00. Your tickets are in.",
      unread: true,
      link: "/lucky-day",
      created_at: at(0),
    },
    {
      id: "ntf-2",
      title: "You won!",
      body: "Your Lucky Day ticket matched 4 + 1: AED 350.00 added to your wallet.",
      unread: true,
      link: "/wallet",
      created_at: at(6),
    },
    { id: "ntf-1", title: "Welcome", body: "Your account is ready. Good luck!", unread: false, link: null, created_at: at(12) },
  ];
}

export function createSeedState(now: number): SandboxState {
  const demo = sandboxUser({
    id: 1,
    first_name: "Demo",
    last_name: "Player",
    phone: DEMO_USER.phone,
    password: DEMO_USER.password,
    email: "demo@lotto-shop.test",
    email_verified: true,
    nationality: "AE",
    dob: "1990-04-12",
    gender: "male",
    city: "Dubai",
    address_country: "AE",
    balance_fils: 123_450,
  });
  const friend = sandboxUser({
    id: 2,
    first_name: "Sara",
    last_name: "Ahmed",
    phone: "509876543",
    password: "Sara@1234",
    balance_fils: 5_000,
  });
  const nearLimit = sandboxUser({
    id: NEAR_LIMIT_USER.id,
    first_name: "Noor",
    last_name: "Saleh",
    phone: NEAR_LIMIT_USER.phone,
    password: NEAR_LIMIT_USER.password,
    balance_fils: 50_000,
  });
  return {
    version: SEED_VERSION,
    next_id: 100,
    users: [demo, friend, nearLimit],
    sessions: { [DEMO_TOKEN]: demo.id },
    carts: {},
    voucher_attempts: {},
    wallet: { "1": demoWallet(now), "2": [], "3": [] },
    purchases: {},
    weekly_tickets: {
      [String(NEAR_LIMIT_USER.id)]: {
        week_start: new Date(weekStart(now)).toISOString(),
        count: NEAR_LIMIT_USER.tickets_this_week,
      },
    },
    favourites: {
      "1": [
        {
          id: "fav-1",
          game_slug: "lucky-day",
          name: "Birthdays",
          numbers: [[3, 9, 12, 19, 24, 31], [7]],
          created_at: new Date(now - 20 * DAY_MS).toISOString(),
        },
      ],
    },
    notifications: { "1": demoNotifications(now) },
    certificates: { "CERT-DEMO": { code: "CERT-DEMO", user_id: 1, polls: 0, polls_needed: 3 } },
    otps: {},
    email_tokens: { "verify-demo-token": demo.id },
    contact_messages: [],
  };
}

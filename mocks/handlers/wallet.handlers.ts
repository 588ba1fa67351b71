import { idempotentMove } from "../idempotency";
import { toFils, toMajor } from "../money";
import type { SandboxUser, WalletEntry } from "../model";
import { api } from "../openapi-http";
import { invalid, notAnObject, notFound, ok, readBody, refused, signedInUser, unauthorized } from "../respond";
import { findUserByPhone, mutate, sandboxNow, sandboxState } from "../state";
import { Fields, phoneFields } from "../validate";
import { WALLET_MAX, WALLET_MIN, isValidIban, move, walletEntryView } from "../wallet";

function operationView(entry: WalletEntry, user: SandboxUser) {
  return { transaction: walletEntryView(entry), balance: toMajor(user.balance_fils) };
}

function pageOf(value: string | null, fallback: number, max: number): number | null {
  const parsed = value === null ? fallback : Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= max ? parsed : null;
}

const lowBalance = () => refused(402, "insufficient_balance", "Your balance is too low for this amount.");

export const walletHandlers = [
  api.get("/api/wallet/transactions", ({ request, query }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const page = pageOf(query.get("page"), 1, 10_000);
    const perPage = pageOf(query.get("per_page"), 20, 100);
    if (page === null || perPage === null)
      return invalid({ page: ["page and per_page must be whole numbers from 1 (per_page at most 100)."] });
    const entries = sandboxState().wallet[String(user.id)] ?? [];
    const items = entries.slice((page - 1) * perPage, page * perPage).map(walletEntryView);
    const pagination = {
      page,
      per_page: perPage,
      total: entries.length,
      last_page: Math.max(1, Math.ceil(entries.length / perPage)),
    };
    return ok({ items, pagination });
  }),

  api.post("/api/wallet/add-credit", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    return idempotentMove(request, user, body, () => {
      const fields = new Fields(body);
      const amount = fields.amount("amount", WALLET_MIN, WALLET_MAX);
      const method = fields.oneOf(
        "payment_method",
        ["card", "apple_pay", "google_pay"] as const,
        "The payment_method is required.",
      );
      if (!fields.valid || amount === undefined || method === undefined) return invalid(fields.errors);
      const label = { card: "Card", apple_pay: "Apple Pay", google_pay: "Google Pay" }[method];
      const entry = mutate((state) => move(state, user, "deposit", toFils(amount), `${label} top-up`, sandboxNow()));
      return ok(operationView(entry, user), 200, "Credit added.");
    });
  }),

  api.post("/api/wallet/share-credit", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    return idempotentMove(request, user, body, () => {
      const fields = new Fields(body);
      const phone = phoneFields(fields);
      const amount = fields.amount("amount", WALLET_MIN, WALLET_MAX);
      const note = fields.text("note", null, 140);
      if (!fields.valid || phone === undefined || amount === undefined) return invalid(fields.errors);
      const recipient = findUserByPhone(sandboxState(), phone.calling_code, phone.phone);
      if (recipient === undefined || !recipient.phone_verified) return notFound("No account uses this phone number.");
      if (recipient.id === user.id) return invalid({ phone: ["You cannot share credit with yourself."] });
      if (user.balance_fils < toFils(amount)) return lowBalance();
      const entry = mutate((state) => {
        const now = sandboxNow();
        move(
          state,
          recipient,
          "share_in",
          toFils(amount),
          `From ${user.calling_code} ${user.phone}${note ? `: ${note}` : ""}`,
          now,
        );
        return move(state, user, "share_out", -toFils(amount), `Shared with ${recipient.calling_code} ${recipient.phone}`, now);
      });
      return ok(operationView(entry, user), 200, "Credit shared.");
    });
  }),

  api.post("/api/wallet/withdraw", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    return idempotentMove(request, user, body, () => {
      const fields = new Fields(body);
      const amount = fields.amount("amount", WALLET_MIN, WALLET_MAX);
      if (!fields.valid || amount === undefined) return invalid(fields.errors);
      if (user.balance_fils < toFils(amount)) return lowBalance();
      const entry = mutate((state) =>
        move(state, user, "withdrawal", -toFils(amount), "Withdrawal to card", sandboxNow(), "pending"),
      );
      return ok(operationView(entry, user), 200, "Withdrawal requested.");
    });
  }),

  api.post("/api/wallet/bank-withdrawal", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    return idempotentMove(request, user, body, () => {
      const fields = new Fields(body);
      const amount = fields.amount("amount", WALLET_MIN, WALLET_MAX);
      const iban = fields.text("iban", "The IBAN is required.")?.replaceAll(" ", "").toUpperCase();
      if (iban !== undefined && !isValidIban(iban)) fields.fail("iban", "The IBAN is not valid.");
      const holder = fields.text("account_holder_name", "The account holder name is required.", 100);
      if (holder !== undefined && holder.length < 3)
        fields.fail("account_holder_name", "The account holder name needs at least 3 characters.");
      if (!fields.valid || amount === undefined || iban === undefined) return invalid(fields.errors);
      if (user.balance_fils < toFils(amount)) return lowBalance();
      const entry = mutate((state) =>
        move(
          state,
          user,
          "bank_withdrawal",
          -toFils(amount),
          `Bank transfer to ${iban.slice(0, 4)}…${iban.slice(-4)}`,
          sandboxNow(),
          "pending",
        ),
      );
      return ok(operationView(entry, user), 200, "Bank withdrawal requested.");
    });
  }),
];

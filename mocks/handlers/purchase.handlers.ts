import { HttpResponse } from "msw";
import type { components } from "@/adapters/http/generated/lotto-api";
import { weekStart } from "../draw-schedule";
import { toMajor } from "../money";
import type { SandboxState, SandboxUser } from "../model";
import { api } from "../openapi-http";
import { checkItems, type PricedItem, voucherReduction } from "../purchase";
import { invalid, notAnObject, readBody, refused, signedInUser, unauthorized } from "../respond";
import { isoAt, mutate, nextId, sandboxNow, sandboxState } from "../state";
import { Fields } from "../validate";
import { WEEKLY_TICKET_LIMIT, ticketsThisWeek } from "../weekly-limit";

type TransactResponse = components["schemas"]["TransactResponse"];

interface Charge {
  items: PricedItem[];
  tickets: number;
  total_fils: number;
  voucher_fils: number;
}

function commit(state: SandboxState, user: SandboxUser, charge: Charge, key: string, now: number): TransactResponse {
  const owed = charge.total_fils - charge.voucher_fils;
  const stored = state.users.find((candidate) => candidate.id === user.id) ?? user;
  stored.balance_fils -= owed;
  const id = String(user.id);
  const transactionId = nextId(state, "txn");
  const names = [...new Set(charge.items.map((item) => item.game.name))].join(", ");
  (state.wallet[id] ??= []).unshift({
    id: transactionId,
    type: "purchase",
    amount_fils: -owed,
    balance_after_fils: stored.balance_fils,
    description: `${names}: ${charge.tickets} ticket${charge.tickets > 1 ? "s" : ""}`,
    status: "completed",
    created_at: isoAt(now),
  });
  const week = new Date(weekStart(now)).toISOString();
  state.weekly_tickets[id] = { week_start: week, count: ticketsThisWeek(user.id, now) + charge.tickets };
  (state.notifications[id] ??= []).unshift({
    id: nextId(state, "ntf"),
    title: "Tickets bought",
    body: `${charge.tickets} ticket(s) for ${names}. Good luck!`,
    unread: true,
    link: "/draws",
    created_at: isoAt(now),
  });
  delete state.carts[id];
  const answer: TransactResponse = {
    status: 200,
    message: "Purchase completed.",
    data: {
      transaction_id: transactionId,
      tickets_purchased: charge.tickets,
      amount_paid: toMajor(owed),
      voucher_amount: toMajor(charge.voucher_fils),
      balance: toMajor(stored.balance_fils),
      created_at: isoAt(now),
    },
  };
  state.purchases[`${id}:${key}`] = answer;
  return answer;
}

export const purchaseHandlers = [
  /** SPEC §7 transact (shape designed in docs/api-design.md); SPEC §1 amount owed. */
  api.post("/api/lotto/transact", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const key = fields.text("idempotency_key", "The idempotency_key is required.", 128);
    const replay = key === undefined ? undefined : sandboxState().purchases[`${user.id}:${key}`];
    if (replay !== undefined)
      return HttpResponse.json(replay as TransactResponse, { headers: { "Idempotent-Replayed": "true" } });
    fields.oneOf("payment_method", ["balance"], "The payment_method is required.");
    const code = fields.text("voucher_code", null);
    const now = sandboxNow();
    const check = checkItems(body["items"], fields, now);
    if (check.kind === "closed") return refused(409, "draw_closed", `Sales for draw ${check.event_id} are closed.`);
    if (check.kind === "invalid" || key === undefined || !fields.valid) return invalid(fields.errors);
    const total = check.items.reduce((sum, item) => sum + item.cost_fils, 0);
    const voucher = code === undefined ? 0 : voucherReduction(code, total);
    if (voucher === null) return invalid({ voucher_code: ["Invalid voucher code."] });
    const tickets = check.items.reduce((sum, item) => sum + item.tickets, 0);
    if (ticketsThisWeek(user.id, now) + tickets > WEEKLY_TICKET_LIMIT)
      return refused(403, "weekly_limit_reached", `The weekly limit of ${WEEKLY_TICKET_LIMIT} tickets is reached.`);
    if (user.balance_fils < total - voucher)
      return refused(402, "insufficient_balance", "Your balance is too low for this purchase.");
    const answer = mutate((state) =>
      commit(state, user, { items: check.items, tickets, total_fils: total, voucher_fils: voucher }, key, now),
    );
    return HttpResponse.json(answer);
  }),
];

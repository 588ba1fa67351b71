import { HttpResponse } from "msw";
import type { components } from "@/adapters/http/generated/lotto-api";
import { toMajor } from "../money";
import { api } from "../openapi-http";
import { invalid, notAnObject, notFound, ok, readBody, refused, signedInUser, unauthorized } from "../respond";
import { CERTIFICATE_OFFERS } from "../seed-content";
import { mutate, nextId, sandboxNow, sandboxState } from "../state";
import { Fields } from "../validate";
import { move } from "../wallet";

type PurchaseResponse = components["schemas"]["CertificatePurchaseResponse"];

/** Polls a new certificate answers "not completed" before it is ready (docs/sandbox.md). */
export const POLLS_BEFORE_READY = 3;

export function certificateUrl(code: string): string {
  return `https://certificates.lotto-shop.invalid/${encodeURIComponent(code)}.pdf`;
}

export const certificatesHandlers = [
  api.get("/api/green-certificates/offers", () =>
    ok(CERTIFICATE_OFFERS.map(({ price_fils, ...offer }) => ({ ...offer, price: toMajor(price_fils) }))),
  ),

  api.post("/api/green-certificates/purchase", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const offerId = fields.integer("offer_id", "The offer_id is required.");
    const quantity = fields.integer("quantity", "The quantity is required.", 1, 10);
    const key = fields.text("idempotency_key", "The idempotency_key is required.", 128);
    if (!fields.valid || offerId === undefined || quantity === undefined || key === undefined) return invalid(fields.errors);
    const replay = sandboxState().purchases[`${user.id}:${key}`];
    if (replay !== undefined) return HttpResponse.json(replay as PurchaseResponse, { status: 201 });
    const offer = CERTIFICATE_OFFERS.find((candidate) => candidate.id === offerId);
    if (offer === undefined) return notFound("No such offer.");
    const cost = offer.price_fils * quantity;
    if (user.balance_fils < cost) return refused(402, "insufficient_balance", "Your balance is too low for this certificate.");
    const answer = mutate((state): PurchaseResponse => {
      const code = nextId(state, "CERT");
      move(state, user, "certificate", -cost, `Green certificate ${offer.name} × ${quantity}`, sandboxNow());
      state.certificates[code] = { code, user_id: user.id, polls: 0, polls_needed: POLLS_BEFORE_READY };
      const response = {
        status: 201,
        message: "Certificate paid; it is being generated.",
        data: { code, amount_paid: toMajor(cost), balance: toMajor(user.balance_fils) },
      };
      state.purchases[`${user.id}:${key}`] = response;
      return response;
    });
    return HttpResponse.json(answer, { status: 201 });
  }),

  /** SPEC §7: polled until completed; the sandbox is ready after POLLS_BEFORE_READY polls. */
  api.post("/api/common/is-certificate-generation-completed", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const code = fields.text("code", "The code is required.");
    if (!fields.valid || code === undefined) return invalid(fields.errors);
    const known = sandboxState().certificates[code];
    if (known === undefined) return notFound("No certificate with this code.");
    const completed = mutate(() => {
      known.polls += 1;
      return known.polls > known.polls_needed;
    });
    return ok({ code, completed, certificate_url: completed ? certificateUrl(code) : null });
  }),
];

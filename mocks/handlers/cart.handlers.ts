import { api } from "../openapi-http";
import { toFils, toMajor } from "../money";
import type { CartRecord } from "../model";
import { confirmed, invalid, literal, notAnObject, ok, readBody, signedInUser, specLiteral, unauthorized } from "../respond";
import { isoAt, mutate, sandboxNow, sandboxState } from "../state";
import { Fields } from "../validate";

function cartView(cart: CartRecord | undefined) {
  return cart === undefined
    ? { cart_data: "[]", items: 0, amount: 0, updated_at: null }
    : { cart_data: cart.cart_data, items: cart.items, amount: toMajor(cart.amount_fils), updated_at: cart.updated_at };
}

/** SPEC §7: cart_data travels as JSON text of an array; anything else is refused. */
function isJsonArrayText(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

export const cartHandlers = [
  api.get("/api/carts", ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const view = cartView(sandboxState().carts[String(user.id)]);
    // SPEC §7 names only cart_data (JSON text), with no envelope around it.
    return specLiteral() ? literal({ cart_data: view.cart_data }) : ok(view);
  }),

  api.post("/api/carts/save", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const cartData = typeof body["cart_data"] === "string" ? body["cart_data"] : undefined;
    if (cartData === undefined || !isJsonArrayText(cartData))
      fields.fail("cart_data", "The cart_data must be JSON text of an array.");
    const items = fields.integer("items", "The items count is required.", 0);
    const amount = fields.amount("amount", 0, 10_000_000);
    if (!fields.valid || cartData === undefined || items === undefined || amount === undefined) return invalid(fields.errors);
    const cart: CartRecord = { cart_data: cartData, items, amount_fils: toFils(amount), updated_at: isoAt(sandboxNow()) };
    mutate((state) => {
      state.carts[String(user.id)] = cart;
    });
    // SPEC §7: the answer is "not shown"; the SPEC-literal sandbox sends nothing to read.
    return specLiteral() ? literal({}) : ok(cartView(cart), 200, "Cart saved");
  }),

  api.delete("/api/carts/delete", ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    mutate((state) => {
      delete state.carts[String(user.id)];
    });
    return confirmed("Cart deleted");
  }),
];

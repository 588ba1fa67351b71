import { api } from "../openapi-http";
import { confirmed, invalid, notAnObject, readBody, signedInUser, unauthorized } from "../respond";
import { Fields } from "../validate";

const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

export const trackingHandlers = [
  /** SPEC §7: a PageView on each path change, signed in or not. */
  api.post("/api/meta-conversion/add-event", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    fields.text("event_name", "The event_name is required.", 100);
    fields.text("event_source_url", "The event_source_url is required.", 2048);
    if (body["custom_data"] !== undefined && !isObject(body["custom_data"]))
      fields.fail("custom_data", "The custom_data must be an object.");
    if (!fields.valid) return invalid(fields.errors);
    return confirmed("Event recorded.");
  }),

  /** SPEC §6, §7: campaign touch points of signed-in users. */
  api.post("/api/touch-point/visit", async ({ request }) => {
    if (signedInUser(request) === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    if (!isObject(body["utm_data"])) return invalid({ utm_data: ["The utm_data must be an object."] });
    return confirmed("Visit recorded.");
  }),
];

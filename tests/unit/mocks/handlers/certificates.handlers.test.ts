import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Status = Schemas["CertificateStatusResponse"];
const poll = (code: string) => call<Status>("POST", "/api/common/is-certificate-generation-completed", { body: { code } });

describe("green certificates", () => {
  it("lists offers with the entries each gives", async () => {
    const { json } = await call<Schemas["CertificateOffersResponse"]>("GET", "/api/green-certificates/offers");
    expect(json.data[0]).toMatchObject({ id: 1, price: 35, entries: 1, game_slug: "lucky-day" });
  });

  it("reports a bought certificate completed only after 3 polls", async () => {
    const bought = await call<Schemas["CertificatePurchaseResponse"]>("POST", "/api/green-certificates/purchase", {
      token: DEMO_TOKEN,
      body: { offer_id: 2, quantity: 1, idempotency_key: "cert-0001" },
    });
    expect(bought).toMatchObject({ status: 201, json: { data: { amount_paid: 100, balance: 1134.5 } } });
    const code = bought.json.data.code;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await poll(code)).json.data);
    expect(answers.map((answer) => answer.completed)).toEqual([false, false, false, true]);
    expect(answers[2]?.certificate_url).toBeNull();
    expect(answers[3]?.certificate_url).toMatch(/^https:\/\/.+\.pdf$/);
  });

  it("answers 404 for an unknown code", async () => {
    expect((await poll("CERT-UNKNOWN")).status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import { DEMO_TOKEN, DEMO_USER } from "@mocks/seed";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Profile = Schemas["ProfileResponse"];
const FORM = {
  full_name: "Demo Q Player",
  country_residence: "AE",
  nationality: "IN",
  email: "demo@lotto-shop.test",
  gender: "male",
  city: "Abu Dhabi",
};

describe("profile, balance and account", () => {
  it("answers the balance as text with thousands commas (SPEC §3)", async () => {
    const { json } = await call<Schemas["BalanceResponse"]>("GET", "/api/user/balance", { token: DEMO_TOKEN });
    expect(json.data).toEqual({ total: "1,234.50", currency: "AED" });
  });

  it("answers the profile fields", async () => {
    const { json } = await call<Profile>("GET", "/api/user/profile", { token: DEMO_TOKEN });
    expect(json.data).toMatchObject({
      id: 1,
      full_name: "Demo Player",
      phone: "501234567",
      calling_code: "+971",
      email: "demo@lotto-shop.test",
      email_verified: true,
      avatar: null,
    });
  });

  it("updates the profile; a new email needs verifying again", async () => {
    const same = await call<Profile>("PUT", "/api/user/profile", { token: DEMO_TOKEN, body: FORM });
    expect(same.json.data).toMatchObject({
      full_name: "Demo Q Player",
      first_name: "Demo",
      last_name: "Q Player",
      city: "Abu Dhabi",
      email_verified: true,
    });
    const changed = await call<Profile>("PUT", "/api/user/profile", {
      token: DEMO_TOKEN,
      body: { ...FORM, email: "New@Example.test" },
    });
    expect(changed.json.data).toMatchObject({ email: "new@example.test", email_verified: false });
    expect((await call("POST", "/api/user/email/send-verification", { token: DEMO_TOKEN })).status).toBe(200);
  });

  it("refuses a profile without the required fields, with the SPEC §5 messages", async () => {
    const { status, json } = await call<Schemas["ValidationError"]>("PUT", "/api/user/profile", {
      token: DEMO_TOKEN,
      body: { email: "nope" },
    });
    expect(status).toBe(422);
    expect(json.errors).toEqual({
      full_name: ["Full name is required"],
      country_residence: ["Country of residence is required"],
      nationality: ["Nationality is required"],
      email: ["Incorrect email format"],
    });
  });

  it("verifies an email with the token from the link", async () => {
    await call("PUT", "/api/user/profile", { token: DEMO_TOKEN, body: { ...FORM, email: "other@example.test" } });
    expect((await call("POST", "/api/auth/verify-email", { body: { token: "unknown" } })).status).toBe(422);
    const seeded = await call<Schemas["VerifyEmailResponse"]>("POST", "/api/auth/verify-email", {
      body: { token: "verify-demo-token" },
    });
    expect(seeded.json.data).toEqual({ email: "other@example.test", email_verified: true });
  });

  it("deletes the account with the password; the token stops working", async () => {
    expect((await call("POST", "/api/user/delete-account", { token: DEMO_TOKEN, body: { password: "wrong" } })).status).toBe(422);
    expect(
      (await call("POST", "/api/user/delete-account", { token: DEMO_TOKEN, body: { password: DEMO_USER.password } })).status,
    ).toBe(200);
    expect((await call("GET", "/api/user/profile", { token: DEMO_TOKEN })).status).toBe(401);
    expect((await call("POST", "/api/auth/login", { body: DEMO_USER })).status).toBe(422);
  });
});

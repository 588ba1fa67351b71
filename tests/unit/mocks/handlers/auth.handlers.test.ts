import { describe, expect, it } from "vitest";
import { DEMO_TOKEN, DEMO_USER, SANDBOX_OTP } from "@mocks/seed";
import { advanceClock, call, type Schemas, signIn, useSandbox } from "../sandbox.fixture";

useSandbox();

const NEW_PHONE = { calling_code: "+971", phone: "502223344" };
const SIGN_UP = { full_name: "Layla Hassan", ...NEW_PHONE, password: "Strong#Pass1", platform_slug: "web" };

describe("login", () => {
  it("answers a bearer token and the profile for the demo credentials", async () => {
    const { status, json } = await call<Schemas["SessionResponse"]>("POST", "/api/auth/login", { body: DEMO_USER });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      status: 200,
      data: {
        token_type: "Bearer",
        access_token: expect.any(String),
        user: { id: 1, full_name: "Demo Player", calling_code: "+971", phone: "501234567", email_verified: true, avatar: null },
      },
    });
    expect(json.data.user).not.toHaveProperty("password");
    const balance = await call("GET", "/api/user/balance", { token: json.data.access_token });
    expect(balance.status).toBe(200);
  });

  it.each([
    ["a wrong password", { ...DEMO_USER, password: "Wrong@1234" }, "password", "The phone number or password is incorrect."],
    ["an unknown phone", { ...DEMO_USER, phone: "509999999" }, "password", "The phone number or password is incorrect."],
    ["no password (SPEC §5)", { calling_code: "+971", phone: "501234567" }, "password", "Please enter password"],
    ["no phone (SPEC §5)", { calling_code: "+971", password: "x" }, "phone", "Phone number is required"],
  ])("answers 422 with field errors for %s", async (_case, body, field, message) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/auth/login", { body });
    expect(status).toBe(422);
    expect(json).toMatchObject({ status: 422, errors: { [field]: [message] } });
  });
});

describe("signed-in calls (SPEC §8: 401 in body)", () => {
  it.each([
    ["no token", undefined],
    ["an unknown token", "not-a-token"],
  ])("answer HTTP 401 with { status: 401, message: Unauthorized } for %s", async (_case, token) => {
    const answer = await call("GET", "/api/carts", token === undefined ? {} : { token });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ status: 401, message: "Unauthorized" });
  });

  it("stop accepting a token after logout", async () => {
    const token = await signIn();
    expect((await call("POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await call("GET", "/api/user/profile", { token })).status).toBe(401);
    expect((await call("GET", "/api/user/profile", { token: DEMO_TOKEN })).status).toBe(200);
  });
});

describe("registration with OTP", () => {
  it("registers, verifies the sandbox OTP and signs the new user in", async () => {
    const pending = await call<Schemas["OtpPendingResponse"]>("POST", "/api/auth/register", { body: SIGN_UP });
    expect(pending).toMatchObject({ status: 201, json: { data: { ...NEW_PHONE, otp_length: 6, resend_after: 120 } } });
    const refused = await call("POST", "/api/auth/login", { body: { ...NEW_PHONE, password: SIGN_UP.password } });
    expect(refused).toMatchObject({ status: 403, json: { code: "otp_required" } });
    const wrong = await call("POST", "/api/auth/otp/verify", { body: { ...NEW_PHONE, otp: "654321" } });
    expect(wrong).toMatchObject({ status: 422, json: { errors: { otp: ["The OTP is invalid or has expired."] } } });
    const verified = await call<Schemas["SessionResponse"]>("POST", "/api/auth/otp/verify", {
      body: { ...NEW_PHONE, otp: SANDBOX_OTP },
    });
    expect(verified).toMatchObject({ status: 200, json: { data: { user: { full_name: "Layla Hassan", ...NEW_PHONE } } } });
    const balance = await call("GET", "/api/user/balance", { token: verified.json.data.access_token });
    expect(balance.json).toMatchObject({ data: { total: "0.00" } });
  });

  it("refuses a phone that already has an account and applies the SPEC §5 password rules", async () => {
    const taken = await call<Schemas["ValidationError"]>("POST", "/api/auth/register", { body: { ...SIGN_UP, ...DEMO_USER } });
    expect(taken.json.errors["phone"]).toEqual(["This phone number is already registered."]);
    const weak = await call<Schemas["ValidationError"]>("POST", "/api/auth/register", {
      body: { ...SIGN_UP, password: "short" },
    });
    expect(weak.json.errors["password"]).toEqual([
      "Password must be between 8 and 30 characters long",
      "Password must contain at least 1 number",
      "Password must contain at least 1 special character",
      "Password must contain at least 1 uppercase letter",
    ]);
  });

  it("answers 429 with retry_after to a resend within 120 seconds (SPEC §9), then sends", async () => {
    await call("POST", "/api/auth/register", { body: SIGN_UP });
    advanceClock(30_000);
    const early = await call<Schemas["RetryLaterError"]>("POST", "/api/auth/otp/resend", { body: NEW_PHONE });
    expect(early).toMatchObject({ status: 429, json: { status: 429, retry_after: 90 } });
    expect(early.headers.get("retry-after")).toBe("90");
    advanceClock(90_000);
    const resent = await call("POST", "/api/auth/otp/resend", { body: NEW_PHONE });
    expect(resent).toMatchObject({ status: 200, json: { data: { resend_after: 120 } } });
  });
});

describe("password recovery", () => {
  it("resets the password with the OTP, signing every session out", async () => {
    const forgot = await call("POST", "/api/auth/forgot-password", { body: { calling_code: "+971", phone: DEMO_USER.phone } });
    expect(forgot.status).toBe(200);
    const mismatch = await call("POST", "/api/auth/reset-password", {
      body: {
        calling_code: "+971",
        phone: DEMO_USER.phone,
        otp: SANDBOX_OTP,
        password: "New#Pass123",
        password_confirmation: "Other#Pass123",
      },
    });
    expect(mismatch).toMatchObject({ status: 422, json: { errors: { password_confirmation: ["Password not match"] } } });
    const reset = await call("POST", "/api/auth/reset-password", {
      body: {
        calling_code: "+971",
        phone: DEMO_USER.phone,
        otp: SANDBOX_OTP,
        password: "New#Pass123",
        password_confirmation: "New#Pass123",
      },
    });
    expect(reset.status).toBe(200);
    expect((await call("GET", "/api/user/profile", { token: DEMO_TOKEN })).status).toBe(401);
    const login = await call("POST", "/api/auth/login", { body: { ...DEMO_USER, password: "New#Pass123" } });
    expect(login.status).toBe(200);
  });

  it("answers the same for an unknown number, so accounts cannot be listed", async () => {
    const unknown = await call("POST", "/api/auth/forgot-password", { body: { calling_code: "+971", phone: "500000999" } });
    expect(unknown).toMatchObject({ status: 200, json: { data: { otp_length: 6 } } });
  });

  it.each([
    [
      "a wrong current password",
      { current_password: "Nope@1234", password: "New#Pass123", password_confirmation: "New#Pass123" },
      "current_password",
      "The current password is incorrect.",
    ],
    [
      "a mismatched confirmation",
      { current_password: "Demo@1234", password: "New#Pass123", password_confirmation: "New#Pass124" },
      "password_confirmation",
      "Passwords are not the same",
    ],
    [
      "the same password",
      { current_password: "Demo@1234", password: "Demo@1234", password_confirmation: "Demo@1234" },
      "password",
      "New password must be different from current password",
    ],
  ])("refuses a change of password with %s (SPEC §5)", async (_case, body, field, message) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/user/change-password", {
      token: DEMO_TOKEN,
      body,
    });
    expect(status).toBe(422);
    expect(json.errors[field]).toEqual([message]);
  });
});

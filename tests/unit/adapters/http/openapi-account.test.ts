import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiAuthGateway } from "@/adapters/http/account/openapi-auth-gateway";
import { OpenApiPasswordGateway } from "@/adapters/http/account/openapi-password-gateway";
import { OpenApiProfile } from "@/adapters/http/account/openapi-profile";
import { OpenApiRegistrationGateway } from "@/adapters/http/account/openapi-registration-gateway";
import { applyProviderState } from "@mocks/provider-states";
import { DEMO_USER, SANDBOX_OTP } from "@mocks/seed";
import { API_BASE, DEMO_TOKEN, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();
const demo = { callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone };
const pending = { callingCode: "+971", phone: "500000001" };

describe("OpenApiAuthGateway", () => {
  const auth = (token?: string) => new OpenApiAuthGateway(lottoClient(token));

  it("signs in and maps the session (SPEC §4: token and user data)", async () => {
    const session = success(await auth(undefined).login({ ...demo, password: DEMO_USER.password }));
    expect(session.accessToken).not.toBe("");
    expect(session.expiresInSeconds).toBeGreaterThan(0);
    expect(session.user).toMatchObject({ id: 1, fullName: "Demo Player", emailVerified: true, avatar: undefined });
  });

  it("answers ValidationFailed on the password field for wrong credentials", async () => {
    const error = failure(await auth(undefined).login({ ...demo, password: "Wrong@1234" }));
    expect(error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { password: [expect.any(String)] } });
  });

  it("is Refused otp_required for a phone not verified yet", async () => {
    applyProviderState("a sign-up is waiting for +971 500000001");
    const error = failure(await auth(undefined).login({ ...pending, password: "Player@123" }));
    expect(error).toMatchObject({ _tag: "Refused", code: "otp_required", status: 403 });
  });

  it("logs in with a token from the URL by reading the profile with it (SPEC §2)", async () => {
    const session = success(await auth(undefined).tokenLogin(DEMO_TOKEN));
    expect(session).toMatchObject({ accessToken: DEMO_TOKEN, user: { id: 1 } });
  });

  it("a token from the URL wins over a stored one", async () => {
    expect(success(await auth("stale-token").tokenLogin(DEMO_TOKEN)).user.id).toBe(1);
    expect(failure(await auth(DEMO_TOKEN).tokenLogin("forged"))).toMatchObject({ _tag: "Unauthorized", logout: true });
  });

  it("logs out, after which the token is refused", async () => {
    success(await auth().logout());
    expect(failure(await auth().logout())._tag).toBe("Unauthorized");
  });
});

describe("OpenApiRegistrationGateway", () => {
  const registration = () => new OpenApiRegistrationGateway(lottoClient(undefined));
  const signUp = {
    ...pending,
    fullName: "New Player",
    password: "Secret@123",
    platform: "web" as const,
    utmSource: "newsletter",
  };

  it("signs up, then the OTP signs the new user in", async () => {
    expect(success(await registration().signUp(signUp))).toMatchObject({ ...pending, otpLength: 6, resendAfterSeconds: 120 });
    const session = success(await registration().verifyOtp({ ...pending, otp: SANDBOX_OTP }));
    expect(session.user).toMatchObject({ fullName: "New Player", phone: "500000001" });
  });

  it("refuses a wrong OTP on its field", async () => {
    success(await registration().signUp(signUp));
    expect(failure(await registration().verifyOtp({ ...pending, otp: "000000" }))).toMatchObject({
      _tag: "ValidationFailed",
      fieldErrors: { otp: [expect.any(String)] },
    });
  });

  it("answers RetryLater for a resend within 120 s (SPEC §9), and a new OTP after", async () => {
    applyProviderState("a sign-up is waiting for +971 500000001");
    const early = failure(await registration().resendOtp({ ...pending, purpose: "register" }));
    expect(early).toMatchObject({ _tag: "RetryLater", retryAfterSeconds: expect.any(Number) });
    applyProviderState("a sign-up for +971 500000001 got its OTP more than 120 seconds ago");
    expect(success(await registration().resendOtp({ ...pending, purpose: "register" })).otpLength).toBe(6);
  });
});

describe("OpenApiPasswordGateway", () => {
  const passwords = (token?: string) => new OpenApiPasswordGateway(lottoClient(token));

  it("sends a reset OTP and resets the password with it", async () => {
    success(await passwords(undefined).forgotPassword(demo));
    const reset = { ...demo, otp: SANDBOX_OTP, password: "Better@123", passwordConfirmation: "Better@123" };
    success(await passwords(undefined).resetPassword(reset));
    const auth = new OpenApiAuthGateway(lottoClient(undefined));
    expect(success(await auth.login({ ...demo, password: "Better@123" })).user.id).toBe(1);
  });

  it("changes the password, refusing a wrong current one on its field", async () => {
    const wrong = { currentPassword: "Nope@1234", password: "Better@123", passwordConfirmation: "Better@123" };
    expect(failure(await passwords().changePassword(wrong))).toMatchObject({
      _tag: "ValidationFailed",
      fieldErrors: { current_password: [expect.any(String)] },
    });
    success(await passwords().changePassword({ ...wrong, currentPassword: DEMO_USER.password }));
  });
});

describe("OpenApiProfile", () => {
  const profile = () => new OpenApiProfile(lottoClient());

  it("reads and updates the profile (SPEC §3 profile form)", async () => {
    expect(success(await profile().profile())).toMatchObject({ id: 1, city: "Dubai", gender: "male" });
    const updated = success(
      await profile().updateProfile({ fullName: "Demo Q Player", countryResidence: "AE", nationality: "AE", city: "Abu Dhabi" }),
    );
    expect(updated).toMatchObject({ fullName: "Demo Q Player", city: "Abu Dhabi" });
  });

  it("sends and confirms the email verification", async () => {
    const changed = { fullName: "Demo Player", countryResidence: "AE", nationality: "AE", email: "new@lotto-shop.test" };
    expect(success(await profile().updateProfile(changed)).emailVerified).toBe(false);
    success(await profile().sendEmailVerification());
    expect(success(await new OpenApiProfile(lottoClient(undefined)).verifyEmail("verify-demo-token"))).toEqual({
      email: expect.stringContaining("@lotto-shop.test"),
    });
  });

  it("deletes the account, after which the token is refused", async () => {
    success(await profile().deleteAccount({ password: DEMO_USER.password, reason: "testing" }));
    expect(failure(await profile().profile())).toMatchObject({ _tag: "Unauthorized" });
  });
});

/**
 * The profile is also the sign-in's answer: a field another server writes its own way must not make
 * signing in fail. `email_verified` as 0/1 (as SPEC §7's voucher flag may be), a gender in another
 * case or one the profile form does not offer.
 */
describe("a profile written another way still signs the player in", () => {
  const user = (changes: Record<string, unknown>) => ({
    id: 7,
    full_name: "Other Server",
    calling_code: "+971",
    phone: "501234567",
    email: null,
    email_verified: true,
    avatar: null,
    country_residence: null,
    nationality: null,
    dob: null,
    gender: null,
    address_line1: null,
    address_line2: null,
    city: null,
    state: null,
    zip_code: null,
    address_country: null,
    ...changes,
  });
  const signIn = async (changes: Record<string, unknown>) => {
    server.use(
      http.post(`${API_BASE}/api/auth/login`, () =>
        HttpResponse.json({ data: { access_token: "t-7", expires_in: 3600, user: user(changes) } }),
      ),
    );
    return success(await new OpenApiAuthGateway(lottoClient(undefined)).login({ ...demo, password: DEMO_USER.password })).user;
  };

  it.each([
    [{ email_verified: 1 }, { emailVerified: true }],
    [{ email_verified: 0 }, { emailVerified: false }],
    [{ gender: "MALE" }, { gender: "male" }],
    [{ gender: " Female " }, { gender: "female" }],
    [{ gender: "other" }, { gender: undefined }],
    [{ gender: "" }, { gender: undefined }],
  ])("%j reads as %j", async (changes, read) => {
    expect(await signIn(changes)).toMatchObject({ id: 7, ...read });
  });

  it("the same profile read with a token from the address (SPEC §2)", async () => {
    server.use(
      http.get(`${API_BASE}/api/user/profile`, () => HttpResponse.json({ data: user({ email_verified: 1, gender: "x" }) })),
    );
    expect(success(await new OpenApiAuthGateway(lottoClient(undefined)).tokenLogin("t-7")).user).toMatchObject({
      id: 7,
      emailVerified: true,
      gender: undefined,
    });
  });

  it("an email_verified of 'yes' is still a DecodeError naming it", async () => {
    server.use(
      http.post(`${API_BASE}/api/auth/login`, () =>
        HttpResponse.json({ data: { access_token: "t-7", expires_in: 3600, user: user({ email_verified: "yes" }) } }),
      ),
    );
    const error = failure(await new OpenApiAuthGateway(lottoClient(undefined)).login({ ...demo, password: DEMO_USER.password }));
    expect(error).toMatchObject({ _tag: "DecodeError", message: expect.stringContaining("email_verified") });
  });
});

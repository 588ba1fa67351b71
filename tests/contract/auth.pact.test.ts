import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiAuthGateway } from "@/adapters/http/account/openapi-auth-gateway";
import { OpenApiRegistrationGateway } from "@/adapters/http/account/openapi-registration-gateway";
import { demoProfile, otpPending, retryLater, session, userCore, validationError } from "./account-fixtures";
import {
  bearer,
  confirmation,
  EXAMPLE_TOKEN,
  failureOf,
  injected,
  jsonBody,
  lottoApiPact,
  lottoClient,
  successOf,
  type MockServer,
} from "./pact-harness";
import { States } from "./provider-states";

const { integer, like } = MatchersV3;
const pact = lottoApiPact();
const auth = (server: MockServer, token?: string) => new OpenApiAuthGateway(lottoClient(server, token));
const registration = (server: MockServer) => new OpenApiRegistrationGateway(lottoClient(server, undefined));
const demo = { callingCode: "+971", phone: "501234567" };
const pending = { callingCode: "+971", phone: "500000001" };
const loginBody = (phone: string, password: string) => ({ calling_code: "+971", phone, password });

describe("lotto-api: sign-in (SPEC §2 login, §4 auth)", () => {
  it("POST /api/auth/login with the demo credentials", async () => {
    await pact
      .addInteraction()
      .given(...States.playerWithPassword("501234567", "Demo@1234"))
      .uponReceiving("a sign-in with a correct phone and password")
      .withRequest("POST", "/api/auth/login", (request) =>
        request.headers(jsonBody).jsonBody(loginBody("501234567", "Demo@1234")),
      )
      .willRespondWith(200, (response) => response.jsonBody({ status: integer(200), data: session(demoProfile) }))
      .executeTest(async (server) => {
        const signedIn = successOf(await auth(server, undefined).login({ ...demo, password: "Demo@1234" }));
        expect(signedIn.user).toMatchObject({ id: 1, emailVerified: true });
      });
  });

  it("POST /api/auth/login with a wrong password answers 422 on password", async () => {
    await pact
      .addInteraction()
      .given(...States.playerWithPassword("501234567", "Demo@1234"))
      .uponReceiving("a sign-in with a wrong password")
      .withRequest("POST", "/api/auth/login", (request) =>
        request.headers(jsonBody).jsonBody(loginBody("501234567", "Wrong@1234")),
      )
      .willRespondWith(422, (response) => response.jsonBody(validationError("password")))
      .executeTest(async (server) => {
        expect(failureOf(await auth(server, undefined).login({ ...demo, password: "Wrong@1234" }))._tag).toBe("ValidationFailed");
      });
  });

  it("POST /api/auth/login for a phone not verified yet is refused otp_required", async () => {
    await pact
      .addInteraction()
      .given(...States.signUpWaiting("500000001", 0))
      .uponReceiving("a sign-in before the phone is verified")
      .withRequest("POST", "/api/auth/login", (request) =>
        request.headers(jsonBody).jsonBody(loginBody("500000001", "Player@123")),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({ status: 403, message: like("Verify your phone number."), code: "otp_required" }),
      )
      .executeTest(async (server) => {
        const error = failureOf(await auth(server, undefined).login({ ...pending, password: "Player@123" }));
        expect(error).toMatchObject({ _tag: "Refused", code: "otp_required" });
      });
  });

  it("GET /api/user/profile with a token from the URL (SPEC §2 token login)", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a profile read with the token a link carried")
      .withRequest("GET", "/api/user/profile", (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ status: integer(200), data: demoProfile }))
      .executeTest(async (server) => {
        expect(successOf(await auth(server, undefined).tokenLogin(EXAMPLE_TOKEN))).toMatchObject({
          accessToken: EXAMPLE_TOKEN,
          user: { id: 1 },
        });
      });
  });

  it("POST /api/auth/logout", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a sign-out")
      .withRequest("POST", "/api/auth/logout", (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(confirmation("Signed out.")))
      .executeTest(async (server) => {
        successOf(await auth(server).logout());
      });
  });
});

describe("lotto-api: registration and OTP (SPEC §2 register, register/otp; §5; §9)", () => {
  const signUpBody = (phone: string) => ({
    full_name: "New Player",
    calling_code: "+971",
    phone,
    password: "Secret@123",
    platform_slug: "web",
    utm_source: "newsletter",
  });
  const signUp = (server: MockServer, phone: string) =>
    registration(server).signUp({
      callingCode: "+971",
      phone,
      fullName: "New Player",
      password: "Secret@123",
      platform: "web",
      utmSource: "newsletter",
    });

  it("POST /api/auth/register sends an OTP", async () => {
    await pact
      .addInteraction()
      .given(...States.phoneFree("500000002"))
      .uponReceiving("a sign-up with a new phone number")
      .withRequest("POST", "/api/auth/register", (request) => request.headers(jsonBody).jsonBody(signUpBody("500000002")))
      .willRespondWith(201, (response) => response.jsonBody({ status: 201, data: otpPending("500000002") }))
      .executeTest(async (server) => {
        expect(successOf(await signUp(server, "500000002"))).toMatchObject({ otpLength: 6, resendAfterSeconds: 120 });
      });
  });

  it("POST /api/auth/register again within 120 s answers 429 retry_after", async () => {
    await pact
      .addInteraction()
      .given(...States.signUpWaiting("500000001", 0))
      .uponReceiving("a repeated sign-up within 120 seconds")
      .withRequest("POST", "/api/auth/register", (request) => request.headers(jsonBody).jsonBody(signUpBody("500000001")))
      .willRespondWith(429, (response) => response.jsonBody(retryLater))
      .executeTest(async (server) => {
        expect(failureOf(await signUp(server, "500000001"))).toMatchObject({ _tag: "RetryLater", retryAfterSeconds: 60 });
      });
  });

  it("POST /api/auth/otp/verify signs the new user in", async () => {
    await pact
      .addInteraction()
      .given(...States.signUpWaiting("500000001", 0))
      .uponReceiving("an OTP verification with the right code")
      .withRequest("POST", "/api/auth/otp/verify", (request) =>
        request.headers(jsonBody).jsonBody({ calling_code: "+971", phone: "500000001", otp: injected("otp", "123456") }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: session({ ...userCore("New Player", "500000001", false), id: integer(50) }),
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await registration(server).verifyOtp({ ...pending, otp: "123456" })).user.phone).toBe("500000001");
      });
  });

  it.each([
    [0, 429],
    [121, 200],
  ])("POST /api/auth/otp/resend %s seconds after the OTP was sent", async (secondsAgo, status) => {
    await pact
      .addInteraction()
      .given(...States.signUpWaiting("500000001", secondsAgo))
      .uponReceiving(`an OTP resend ${status === 200 ? "after" : "within"} 120 seconds`)
      .withRequest("POST", "/api/auth/otp/resend", (request) =>
        request.headers(jsonBody).jsonBody({ calling_code: "+971", phone: "500000001", purpose: "register" }),
      )
      .willRespondWith(status, (response) =>
        response.jsonBody(status === 200 ? { status: integer(200), data: otpPending("500000001") } : retryLater),
      )
      .executeTest(async (server) => {
        const answer = await registration(server).resendOtp({ ...pending, purpose: "register" });
        expect(answer._tag).toBe(status === 200 ? "Success" : "Failure");
      });
  });
});

import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiPasswordGateway } from "@/adapters/http/account/openapi-password-gateway";
import { OpenApiProfile } from "@/adapters/http/account/openapi-profile";
import { demoProfile, otpPending, validationError } from "./account-fixtures";
import {
  bearer,
  confirmation,
  failureOf,
  injected,
  jsonBody,
  lottoApiPact,
  lottoClient,
  signedInJson,
  successOf,
  type MockServer,
} from "./pact-harness";
import { States } from "./provider-states";

const { integer, like } = MatchersV3;
const pact = lottoApiPact();
const passwords = (server: MockServer, token?: string) => new OpenApiPasswordGateway(lottoClient(server, token));
const profile = (server: MockServer, token?: string) => new OpenApiProfile(lottoClient(server, token));
const demo = { callingCode: "+971", phone: "501234567" };

describe("lotto-api: passwords (SPEC §2 forgot-password, change-password; §5)", () => {
  it("POST /api/auth/forgot-password sends a reset OTP", async () => {
    await pact
      .addInteraction()
      .given(...States.playerWithPassword("501234567", "Demo@1234"))
      .uponReceiving("a password reset request for the demo phone")
      .withRequest("POST", "/api/auth/forgot-password", (request) =>
        request.headers(jsonBody).jsonBody({ calling_code: "+971", phone: "501234567" }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ status: integer(200), data: otpPending("501234567") }))
      .executeTest(async (server) => {
        expect(successOf(await passwords(server, undefined).forgotPassword(demo)).otpLength).toBe(6);
      });
  });

  it("POST /api/auth/reset-password with the OTP", async () => {
    const body = {
      calling_code: "+971",
      phone: "501234567",
      otp: injected("otp", "123456"),
      password: "Better@123",
      password_confirmation: "Better@123",
    };
    await pact
      .addInteraction()
      .given(...States.resetWaiting("501234567"))
      .uponReceiving("a password reset with the right OTP")
      .withRequest("POST", "/api/auth/reset-password", (request) => request.headers(jsonBody).jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody(confirmation("Your password was changed. Please sign in.")))
      .executeTest(async (server) => {
        successOf(
          await passwords(server, undefined).resetPassword({
            ...demo,
            otp: "123456",
            password: "Better@123",
            passwordConfirmation: "Better@123",
          }),
        );
      });
  });

  it.each([
    ["Demo@1234", 200],
    ["Nope@1234", 422],
  ])("POST /api/user/change-password with current password %s", async (current, status) => {
    const body = { current_password: current, password: "Better@123", password_confirmation: "Better@123" };
    await pact
      .addInteraction()
      .given(...States.playerWithPassword("501234567", "Demo@1234"))
      .uponReceiving(`a password change with ${status === 200 ? "the right" : "a wrong"} current password`)
      .withRequest("POST", "/api/user/change-password", (request) => request.headers(signedInJson).jsonBody(body))
      .willRespondWith(status, (response) =>
        response.jsonBody(status === 200 ? confirmation("Your password was changed.") : validationError("current_password")),
      )
      .executeTest(async (server) => {
        const answer = await passwords(server).changePassword({
          currentPassword: current,
          password: "Better@123",
          passwordConfirmation: "Better@123",
        });
        if (status === 200) successOf(answer);
        else
          expect(failureOf(answer)).toMatchObject({
            _tag: "ValidationFailed",
            fieldErrors: { current_password: [expect.any(String)] },
          });
      });
  });
});

describe("lotto-api: profile (SPEC §2 personal-detail, delete-account, confirm/verify-email; §3)", () => {
  it("GET /api/user/profile", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request for the profile")
      .withRequest("GET", "/api/user/profile", (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ status: integer(200), data: demoProfile }))
      .executeTest(async (server) => {
        expect(successOf(await profile(server).profile())).toMatchObject({ fullName: "Demo Player", gender: "male" });
      });
  });

  it("PUT /api/user/profile with the profile form", async () => {
    // The whole form travels: a field left out is cleared (PUT replaces the profile).
    const body = {
      full_name: "Demo Player",
      country_residence: "AE",
      nationality: "AE",
      email: "demo@lotto-shop.test",
      dob: "1990-04-12",
      gender: "male",
      city: "Abu Dhabi",
      address_country: "AE",
    };
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a profile update")
      .withRequest("PUT", "/api/user/profile", (request) => request.headers(signedInJson).jsonBody(body))
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: integer(200), data: { ...demoProfile, city: like("Abu Dhabi") } }),
      )
      .executeTest(async (server) => {
        const update = {
          fullName: "Demo Player",
          countryResidence: "AE",
          nationality: "AE",
          email: "demo@lotto-shop.test",
          dob: "1990-04-12",
          gender: "male" as const,
          city: "Abu Dhabi",
          addressCountry: "AE",
        };
        expect(successOf(await profile(server).updateProfile(update)).city).toBe("Abu Dhabi");
      });
  });

  it("POST /api/user/delete-account with the password", async () => {
    await pact
      .addInteraction()
      .given(...States.playerWithPassword("501234567", "Demo@1234"))
      .uponReceiving("an account deletion")
      .withRequest("POST", "/api/user/delete-account", (request) =>
        request.headers(signedInJson).jsonBody({ password: "Demo@1234" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(confirmation("Your account was deleted.")))
      .executeTest(async (server) => {
        successOf(await profile(server).deleteAccount({ password: "Demo@1234" }));
      });
  });

  it("POST /api/user/email/send-verification", async () => {
    await pact
      .addInteraction()
      .given(...States.emailNotVerified())
      .uponReceiving("a request to send the email verification link")
      .withRequest("POST", "/api/user/email/send-verification", (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(confirmation("We sent a verification link.")))
      .executeTest(async (server) => {
        successOf(await profile(server).sendEmailVerification());
      });
  });

  it("POST /api/auth/verify-email with the link's token", async () => {
    await pact
      .addInteraction()
      .given(...States.emailLinkSent())
      .uponReceiving("an email verification with the link's token")
      .withRequest("POST", "/api/auth/verify-email", (request) =>
        request.headers(jsonBody).jsonBody({ token: injected("verificationToken", "verify-demo-token") }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: integer(200), data: { email: like("demo@lotto-shop.test"), email_verified: true } }),
      )
      .executeTest(async (server) => {
        expect(successOf(await profile(server, undefined).verifyEmail("verify-demo-token")).email).toBe("demo@lotto-shop.test");
      });
  });
});

import { otpKey, resendWait, sendOtp, startSession, useOtp } from "../accounts";
import { api } from "../openapi-http";
import {
  bearerToken,
  done,
  invalid,
  notAnObject,
  notFound,
  ok,
  readBody,
  refused,
  signedInUser,
  tooEarly,
  unauthorized,
} from "../respond";
import { findUserByPhone, mutate, nextId, sandboxNow } from "../state";
import { Fields, otpProblems, phoneFields } from "../validate";

const WRONG_CREDENTIALS = "The phone number or password is incorrect.";

export const authHandlers = [
  api.post("/api/auth/login", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const phone = phoneFields(fields);
    const password = typeof body["password"] === "string" && body["password"] !== "" ? body["password"] : undefined;
    if (password === undefined) fields.fail("password", "Please enter password");
    if (!fields.valid || phone === undefined || password === undefined) return invalid(fields.errors);
    const now = sandboxNow();
    return mutate((state) => {
      const user = findUserByPhone(state, phone.calling_code, phone.phone);
      if (user === undefined || user.password !== password) return invalid({ password: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
      if (!user.phone_verified) {
        const key = otpKey(phone.calling_code, phone.phone, "register");
        if (resendWait(state, key, now) === 0) sendOtp(state, phone.calling_code, phone.phone, "register", now);
        return refused(403, "otp_required", "Verify your phone number with the code we sent.");
      }
      return ok(startSession(state, user), 200, "Signed in.");
    });
  }),

  api.post("/api/auth/logout", ({ request }) => {
    const token = bearerToken(request);
    if (token === null || signedInUser(request) === null) return unauthorized();
    mutate((state) => {
      delete state.sessions[token];
    });
    return done("Signed out.");
  }),

  api.post("/api/auth/otp/verify", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const phone = phoneFields(fields);
    const otp = fields.text("otp", "OTP must be exactly 6 digits");
    for (const problem of otp === undefined ? [] : otpProblems(otp)) fields.fail("otp", problem);
    if (!fields.valid || phone === undefined || otp === undefined) return invalid(fields.errors);
    const now = sandboxNow();
    return mutate((state) => {
      const user = findUserByPhone(state, phone.calling_code, phone.phone);
      if (user === undefined || user.phone_verified) return notFound("No sign-up is waiting for this phone number.");
      if (!useOtp(state, otpKey(phone.calling_code, phone.phone, "register"), otp, now))
        return invalid({ otp: ["The OTP is invalid or has expired."] });
      user.phone_verified = true;
      (state.notifications[String(user.id)] ??= []).unshift({
        id: nextId(state, "ntf"),
        title: "Welcome",
        body: "Your account is ready. Good luck!",
        unread: true,
        link: null,
        created_at: new Date(now).toISOString(),
      });
      return ok(startSession(state, user), 200, "Phone number verified.");
    });
  }),

  /** SPEC §9: at most one OTP every 120 seconds; sooner answers 429 with retry_after. */
  api.post("/api/auth/otp/resend", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const phone = phoneFields(fields);
    const purpose = fields.oneOf("purpose", ["register", "reset_password"], null) ?? "register";
    if (!fields.valid || phone === undefined) return invalid(fields.errors);
    const now = sandboxNow();
    return mutate((state) => {
      const user = findUserByPhone(state, phone.calling_code, phone.phone);
      const waiting = purpose === "register" ? user?.phone_verified === false : user !== undefined;
      if (!waiting) return notFound("No code is waiting for this phone number.");
      const wait = resendWait(state, otpKey(phone.calling_code, phone.phone, purpose), now);
      if (wait > 0) return tooEarly(wait, `Please wait ${wait} seconds before asking for a new code.`);
      return ok(sendOtp(state, phone.calling_code, phone.phone, purpose, now), 200, "A new code was sent.");
    });
  }),

  api.post("/api/auth/verify-email", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const token = fields.text("token", "The token is required.");
    if (!fields.valid || token === undefined) return invalid(fields.errors);
    return mutate((state) => {
      const user = state.users.find((candidate) => candidate.id === state.email_tokens[token]);
      if (user === undefined || user.email === null)
        return invalid({ token: ["The verification link is invalid or has expired."] });
      delete state.email_tokens[token];
      user.email_verified = true;
      return ok({ email: user.email, email_verified: true as const }, 200, "Email address verified.");
    });
  }),
];

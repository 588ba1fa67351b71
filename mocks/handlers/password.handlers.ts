import { endSessions, otpKey, resendWait, sendOtp, useOtp } from "../accounts";
import { api } from "../openapi-http";
import { bearerToken, done, invalid, notAnObject, ok, readBody, signedInUser, tooEarly, unauthorized } from "../respond";
import { findUserByPhone, mutate, sandboxNow } from "../state";
import { Fields, otpProblems, passwordProblems, phoneFields } from "../validate";

/** The new password and its confirmation, with the SPEC §5 password rules. */
function newPassword(fields: Fields, body: Record<string, unknown>, mismatch: string): string | undefined {
  const password = typeof body["password"] === "string" ? body["password"] : "";
  for (const problem of passwordProblems(password)) fields.fail("password", problem);
  if (body["password_confirmation"] !== password) fields.fail("password_confirmation", mismatch);
  return password;
}

export const passwordHandlers = [
  /** Answers alike for unknown numbers, so accounts cannot be listed (docs/api-design.md). */
  api.post("/api/auth/forgot-password", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const phone = phoneFields(fields);
    if (!fields.valid || phone === undefined) return invalid(fields.errors);
    const now = sandboxNow();
    return mutate((state) => {
      const wait = resendWait(state, otpKey(phone.calling_code, phone.phone, "reset_password"), now);
      if (wait > 0) return tooEarly(wait, `Please wait ${wait} seconds before asking for a new code.`);
      const pending = sendOtp(state, phone.calling_code, phone.phone, "reset_password", now);
      if (findUserByPhone(state, phone.calling_code, phone.phone) === undefined)
        delete state.otps[otpKey(phone.calling_code, phone.phone, "reset_password")];
      return ok(pending, 200, "If this number has an account, we sent it a code.");
    });
  }),

  api.post("/api/auth/reset-password", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const phone = phoneFields(fields);
    const otp = fields.text("otp", "OTP must be exactly 6 digits");
    for (const problem of otp === undefined ? [] : otpProblems(otp)) fields.fail("otp", problem);
    const password = newPassword(fields, body, "Password not match");
    if (!fields.valid || phone === undefined || otp === undefined || password === undefined) return invalid(fields.errors);
    const now = sandboxNow();
    return mutate((state) => {
      const user = findUserByPhone(state, phone.calling_code, phone.phone);
      if (user === undefined || !useOtp(state, otpKey(phone.calling_code, phone.phone, "reset_password"), otp, now)) {
        return invalid({ otp: ["The OTP is invalid or has expired."] });
      }
      user.password = password;
      endSessions(state, user.id);
      return done("Your password was changed. Please sign in.");
    });
  }),

  /** SPEC §5 change password rules. */
  api.post("/api/user/change-password", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const current = typeof body["current_password"] === "string" ? body["current_password"] : "";
    if (current !== user.password) fields.fail("current_password", "The current password is incorrect.");
    const password = newPassword(fields, body, "Passwords are not the same");
    if (password === current) fields.fail("password", "New password must be different from current password");
    if (!fields.valid || password === undefined) return invalid(fields.errors);
    mutate((state) => {
      user.password = password;
      endSessions(state, user.id, bearerToken(request));
    });
    return done("Your password was changed.");
  }),
];

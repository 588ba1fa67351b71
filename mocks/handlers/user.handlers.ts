import { profileView, removeUser } from "../accounts";
import { formatTotal } from "../money";
import type { SandboxUser } from "../model";
import { api } from "../openapi-http";
import { answerData, done, invalid, notAnObject, ok, readBody, signedInUser, unauthorized } from "../respond";
import { findUserByPhone, mutate, nextId, sandboxState } from "../state";
import { CALLING_CODE, EMAIL, Fields, PHONE } from "../validate";

/** Reads the SPEC §3 profile form with the SPEC §5 profile messages. */
function readProfile(body: Record<string, unknown>, user: SandboxUser) {
  const fields = new Fields(body);
  const changes: Partial<SandboxUser> = {
    full_name: fields.text("full_name", "Full name is required", 100) ?? "",
    country_residence: fields.text("country_residence", "Country of residence is required") ?? null,
    nationality: fields.text("nationality", "Nationality is required") ?? null,
  };
  const email = fields.text("email", null, 255);
  if (email !== undefined && !EMAIL.test(email)) fields.fail("email", "Incorrect email format");
  changes.email = email?.toLowerCase() ?? null;
  const dob = fields.text("dob", null);
  if (dob !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(dob)) fields.fail("dob", "The date of birth must look like 1990-04-12.");
  changes.dob = dob ?? null;
  changes.gender = fields.oneOf("gender", ["male", "female"] as const, null) ?? null;
  for (const key of ["address_line1", "address_line2", "city", "state", "zip_code", "address_country"] as const) {
    changes[key] = fields.text(key, null, 255) ?? null;
  }
  const callingCode = fields.text("calling_code", null);
  const phone = fields.text("phone", null);
  if (callingCode !== undefined && !CALLING_CODE.test(callingCode)) fields.fail("calling_code", "Please select country code");
  if (phone !== undefined && !PHONE.test(phone)) fields.fail("phone", "The phone number may contain 4 to 15 digits only.");
  const owner = findUserByPhone(sandboxState(), callingCode ?? user.calling_code, phone ?? user.phone);
  if (owner !== undefined && owner.id !== user.id) fields.fail("phone", "This phone number is already registered.");
  if (callingCode !== undefined) changes.calling_code = callingCode;
  if (phone !== undefined) changes.phone = phone;
  return { fields, changes };
}

export const userHandlers = [
  /** SPEC §3, §7: data.total is text with thousands commas. */
  api.get("/api/user/balance", ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const total = formatTotal(user.balance_fils);
    return answerData({ total }, () => ok({ total, currency: "AED" }));
  }),

  api.get("/api/user/profile", ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    return ok(profileView(user));
  }),

  api.put("/api/user/profile", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const { fields, changes } = readProfile(body, user);
    if (!fields.valid) return invalid(fields.errors);
    mutate((state) => {
      const emailChanged = changes.email !== user.email;
      const [first = user.first_name, ...rest] = (changes.full_name ?? user.full_name).split(/\s+/);
      Object.assign(user, changes, { first_name: first, last_name: rest.join(" ") });
      if (emailChanged) user.email_verified = false;
      if (emailChanged && user.email !== null) state.email_tokens[nextId(state, "verify")] = user.id;
    });
    return ok(profileView(user), 200, "Profile updated.");
  }),

  api.post("/api/user/delete-account", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    if (body["password"] !== user.password) return invalid({ password: ["The password is incorrect."] });
    mutate((state) => removeUser(state, user.id));
    return done("Your account was deleted.");
  }),

  api.post("/api/user/email/send-verification", ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    if (user.email === null) return invalid({ email: ["Add an email address to your profile first."] });
    if (user.email_verified) return invalid({ email: ["This email address is already verified."] });
    mutate((state) => {
      state.email_tokens[nextId(state, "verify")] = user.id;
    });
    return done(`We sent a verification link to ${user.email}.`);
  }),
];

import { sendOtp, otpKey, resendWait } from "../accounts";
import type { SandboxUser } from "../model";
import { api } from "../openapi-http";
import { invalid, notAnObject, ok, readBody, tooEarly } from "../respond";
import { findUserByPhone, mutate, sandboxNow } from "../state";
import { EMAIL, Fields, passwordProblems, phoneFields } from "../validate";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the SPEC §3 sign-up payload with the SPEC §5 registration messages. */
function readSignUp(body: Record<string, unknown>) {
  const fields = new Fields(body);
  const full_name = fields.text("full_name", "Please enter full name", 100);
  const phone = phoneFields(fields);
  const password = typeof body["password"] === "string" ? body["password"] : "";
  for (const problem of passwordProblems(password)) fields.fail("password", problem);
  const email = fields.text("email", null, 255);
  if (email !== undefined && !EMAIL.test(email)) fields.fail("email", "Incorrect email format");
  const dob = fields.text("dob", null);
  if (dob !== undefined && !DATE.test(dob)) fields.fail("dob", "The date of birth must look like 1990-04-12.");
  const gender = fields.oneOf("gender", ["male", "female"] as const, null);
  fields.oneOf("platform_slug", ["app", "web"], null);
  const first_name = fields.text("first_name", null, 50);
  const last_name = fields.text("last_name", null, 50);
  const nationality = fields.text("nationality", null, 2);
  return { fields, full_name, phone, password, email, dob, gender, first_name, last_name, nationality };
}

export const signupHandlers = [
  /** Sign-up: the account waits for its OTP (docs/api-design.md, sign-in and registration). */
  api.post("/api/auth/register", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const form = readSignUp(body);
    const { fields, phone, full_name } = form;
    if (!fields.valid || phone === undefined || full_name === undefined) return invalid(fields.errors);
    const now = sandboxNow();
    return mutate((state) => {
      const existing = findUserByPhone(state, phone.calling_code, phone.phone);
      if (existing?.phone_verified === true) return invalid({ phone: ["This phone number is already registered."] });
      const wait = resendWait(state, otpKey(phone.calling_code, phone.phone, "register"), now);
      if (existing !== undefined && wait > 0) return tooEarly(wait, `Please wait ${wait} seconds before asking for a new code.`);
      const [first = full_name, ...rest] = full_name.split(/\s+/);
      const user: SandboxUser = {
        id: existing?.id ?? Math.max(0, ...state.users.map((candidate) => candidate.id)) + 1,
        full_name,
        first_name: form.first_name ?? first,
        last_name: form.last_name ?? rest.join(" "),
        ...phone,
        password: form.password,
        phone_verified: false,
        email: form.email ?? null,
        email_verified: false,
        avatar: null,
        country_residence: null,
        nationality: form.nationality ?? null,
        dob: form.dob ?? null,
        gender: form.gender ?? null,
        address_line1: null,
        address_line2: null,
        city: null,
        state: null,
        zip_code: null,
        address_country: null,
        balance_fils: 0,
      };
      state.users = [...state.users.filter((candidate) => candidate.id !== user.id), user];
      return ok(sendOtp(state, phone.calling_code, phone.phone, "register", now), 201, "We sent a 6-digit code to your phone.");
    });
  }),
];

import { HttpResponse } from "msw";
import type { components } from "@/adapters/http/generated/lotto-api";
import { toMajor } from "../money";
import type { VoucherAttempts } from "../model";
import { api } from "../openapi-http";
import { answerData, invalid, literal, notAnObject, ok, readBody, signedInUser, specLiteral, unauthorized } from "../respond";
import { VOUCHERS } from "../seed-content";
import { isoAt, mutate, sandboxNow } from "../state";
import { Fields } from "../validate";

type VoucherFailure = components["schemas"]["VoucherFailure"];

/** Every third failure in a row bans (SPEC §8): the first ban is type 1, later ones type 2. */
export const FAILURES_PER_BAN = 3;
/** SPEC §8, §9: type 1 bans for 10 minutes, any other type for 1 day. */
export const BAN_MS = { 1: 10 * 60_000, 2: 86_400_000 } as const;

/** SPEC §7 "otherwise attempt_type, banned_until, message": only those in the SPEC-literal shape. */
function failure(
  status: 400 | 429,
  body: Omit<VoucherFailure, "status">,
): HttpResponse<VoucherFailure | Partial<VoucherFailure>> {
  if (!specLiteral()) return HttpResponse.json({ status, ...body }, { status });
  const { attempt_type, banned_until, message } = body;
  return literal(
    {
      ...(message === undefined ? {} : { message }),
      ...(attempt_type === undefined ? {} : { attempt_type }),
      ...(banned_until === undefined ? {} : { banned_until }),
    },
    status,
  );
}

function banned(attempts: VoucherAttempts): HttpResponse<VoucherFailure> {
  const type = attempts.attempt_type ?? 1;
  const span = type === 1 ? "10 minutes" : "1 day";
  const response = failure(429, {
    message: `Too many failed attempts: vouchers are blocked for ${span}.`,
    attempt_type: type,
    ...(attempts.banned_until === null ? {} : { banned_until: attempts.banned_until }),
    remaining_attempts: 0,
  });
  // openapi/lotto-api.yaml: a ban says in Retry-After, too, how many seconds are left.
  const left = attempts.banned_until === null ? 0 : Math.ceil((Date.parse(attempts.banned_until) - sandboxNow()) / 1000);
  if (left > 0) response.headers.set("Retry-After", String(left));
  return response;
}

/** Records a failed attempt and answers it: a plain failure, or a ban on every third. */
function recordFailure(attempts: VoucherAttempts, message: string, now: number): HttpResponse<VoucherFailure> {
  attempts.failures += 1;
  if (attempts.failures % FAILURES_PER_BAN !== 0) {
    return failure(400, { message, remaining_attempts: FAILURES_PER_BAN - (attempts.failures % FAILURES_PER_BAN) });
  }
  const type = attempts.failures > FAILURES_PER_BAN ? 2 : 1;
  attempts.attempt_type = type;
  attempts.banned_until = isoAt(now + BAN_MS[type]);
  return banned(attempts);
}

export function voucherFailureMessage(expired: boolean): string {
  return expired ? "This voucher has expired." : "Invalid voucher code.";
}

export const voucherHandlers = [
  /** SPEC §7, §8: redeem a voucher; failures pile up into bans. */
  api.post("/api/voucher/used", async ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = new Fields(body);
    const code = fields.text("code", "The voucher code is required.")?.toUpperCase();
    fields.boolean("discount");
    if (!fields.valid || code === undefined) return invalid(fields.errors);
    const now = sandboxNow();
    return mutate((state) => {
      const attempts = (state.voucher_attempts[String(user.id)] ??= { failures: 0, attempt_type: null, banned_until: null });
      if (attempts.banned_until !== null && Date.parse(attempts.banned_until) > now) return banned(attempts);
      const voucher = VOUCHERS.find((candidate) => candidate.code === code);
      if (voucher === undefined || voucher.expired)
        return recordFailure(attempts, voucherFailureMessage(voucher?.expired ?? false), now);
      attempts.failures = 0;
      attempts.banned_until = null;
      attempts.attempt_type = null;
      const amount = voucher.discount ? voucher.value : toMajor(voucher.value);
      const data = { message: "Voucher applied.", discount: voucher.discount, amount };
      return answerData(data, () => ok({ ...data, code: voucher.code }));
    });
  }),
];

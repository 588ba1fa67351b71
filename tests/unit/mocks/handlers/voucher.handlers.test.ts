import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { NOW, advanceClock, call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Failure = Schemas["VoucherFailure"];
const redeem = (code: string) =>
  call<Failure & Schemas["VoucherResponse"]>("POST", "/api/voucher/used", { token: DEMO_TOKEN, body: { code, discount: false } });
const MINUTE = 60_000;

describe("POST /api/voucher/used (SPEC §7, §8)", () => {
  it.each([
    ["SAVE10", { discount: false, amount: 10 }],
    [" save10 ", { discount: false, amount: 10 }],
    ["WELCOME20", { discount: true, amount: 20 }],
  ])("redeems %j", async (code, expected) => {
    const { status, json } = await redeem(code);
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 200, data: { message: expect.any(String), ...expected } });
  });

  it("requires a code (SPEC §5)", async () => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/voucher/used", {
      token: DEMO_TOKEN,
      body: { code: "  " },
    });
    expect(status).toBe(422);
    expect(json.errors["code"]).toEqual(["The voucher code is required."]);
  });

  it("bans for 10 minutes (type 1) on the 3rd failure, then for 1 day (type 2) after 3 more", async () => {
    expect(await redeem("NOPE")).toMatchObject({
      status: 400,
      json: { message: "Invalid voucher code.", remaining_attempts: 2 },
    });
    expect(await redeem("EXPIRED5")).toMatchObject({
      status: 400,
      json: { message: "This voucher has expired.", remaining_attempts: 1 },
    });
    const first = await redeem("NOPE");
    expect(first).toMatchObject({
      status: 429,
      json: { attempt_type: 1, banned_until: new Date(NOW + 10 * MINUTE).toISOString() },
    });
    expect(first.headers.get("retry-after")).toBe("600");
    advanceClock(9 * MINUTE);
    const stillBanned = await redeem("SAVE10");
    expect(stillBanned).toMatchObject({ status: 429, json: { attempt_type: 1 } });
    expect(stillBanned.headers.get("retry-after")).toBe("60");
    advanceClock(MINUTE);
    expect((await redeem("NOPE")).status).toBe(400);
    expect((await redeem("NOPE")).status).toBe(400);
    const second = await redeem("NOPE");
    expect(second).toMatchObject({
      status: 429,
      json: { attempt_type: 2, banned_until: new Date(NOW + 10 * MINUTE + 86_400_000).toISOString() },
    });
  });

  it("resets the failure count after a success", async () => {
    await redeem("NOPE");
    await redeem("NOPE");
    expect((await redeem("SAVE10")).status).toBe(200);
    expect(await redeem("NOPE")).toMatchObject({ status: 400, json: { remaining_attempts: 2 } });
  });
});

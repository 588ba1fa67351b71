import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { FORM_ERROR_KEY, validate } from "@/domain/validation/validate";
import { VoucherCode } from "@/domain/validation/voucher-code.schema";

describe("validate(schema, input) → Result<Output, FieldErrors>", () => {
  it("succeeds with the decoded (trimmed) value", () => {
    expect(validate(Schema.Struct({ code: VoucherCode }), { code: "  ABC " })).toEqual(Result.succeed({ code: "ABC" }));
  });

  it("reports a root-level failure under the form key", () => {
    expect(validate(Schema.Struct({ code: VoucherCode }), null)).toEqual(Result.fail({ [FORM_ERROR_KEY]: "invalidInput" }));
    expect(validate(VoucherCode, "")).toEqual(Result.fail({ [FORM_ERROR_KEY]: "voucherCodeRequired" }));
  });

  it("names nested fields with a dot path, and foreign messages become 'Invalid input'", () => {
    const schema = Schema.Struct({ address: Schema.Struct({ city: Schema.String }) });
    expect(validate(schema, { address: { city: 4 } })).toEqual(Result.fail({ "address.city": "invalidInput" }));
  });

  it("names array items by index", () => {
    expect(validate(Schema.Array(Schema.String), ["a", 1])).toEqual(Result.fail({ "1": "invalidInput" }));
  });
});

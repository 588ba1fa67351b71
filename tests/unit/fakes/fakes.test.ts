import { describe, expect, it } from "vitest";
import type { CartRepositoryPort } from "@/application/ports/cart-repository.port";
import { FixedClock } from "./fixed-clock";
import { ScriptedRandom } from "./scripted-random";
import { recorder, strictFake } from "./strict-fake";

describe("test fakes", () => {
  it("strictFake answers the given methods and throws on any other", async () => {
    const fetch = recorder(async () => ({ _tag: "Success" }) as never);
    const carts = strictFake<CartRepositoryPort>("CartRepositoryPort", { fetch });
    await carts.fetch();
    expect(fetch.calls).toHaveLength(1);
    expect(() => carts.delete()).toThrow("Unexpected call: CartRepositoryPort.delete()");
  });

  it("ScriptedRandom refuses to invent randomness it was not given", () => {
    const random = new ScriptedRandom([0.5], ["id-1"]);
    expect(random.next()).toBe(0.5);
    expect(random.uuid()).toBe("id-1");
    expect(() => random.next()).toThrow("more than 1 times");
    expect(() => random.uuid()).toThrow("more than 1 times");
    expect(() => new ScriptedRandom([1])).toThrow(RangeError);
  });

  it("FixedClock moves only when told", () => {
    const clock = new FixedClock("2025-01-01T00:00:00Z");
    clock.advance(1_000);
    expect(clock.now().toISOString()).toBe("2025-01-01T00:00:01.000Z");
  });
});

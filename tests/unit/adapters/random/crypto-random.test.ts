import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CryptoRandom, type RandomSource } from "@/adapters/random/crypto-random";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A source that fills arrays with the given byte, and has no randomUUID (plain-HTTP origin). */
function constantSource(byte: number): RandomSource {
  return {
    getRandomValues<T extends ArrayBufferView>(array: T): T {
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(byte);
      return array;
    },
  };
}

describe("CryptoRandom", () => {
  it("next() stays in [0, 1) for any 32-bit draw", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), (byte) => {
        const value = new CryptoRandom(constantSource(byte)).next();
        return value >= 0 && value < 1;
      }),
    );
    expect(new CryptoRandom(constantSource(255)).next()).toBeLessThan(1);
    expect(new CryptoRandom(constantSource(0)).next()).toBe(0);
  });

  it("uses Web Crypto's randomUUID when present", () => {
    const random = new CryptoRandom();
    const ids = new Set(Array.from({ length: 50 }, () => random.uuid()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it("builds a valid v4 UUID from random bytes without randomUUID", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), (byte) => UUID_V4.test(new CryptoRandom(constantSource(byte)).uuid())),
    );
  });
});

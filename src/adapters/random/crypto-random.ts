import type { RandomPort } from "@/application/ports/random.port";

/** The part of Web Crypto this adapter uses; `randomUUID` exists only in secure contexts. */
export interface RandomSource {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
  randomUUID?: () => string;
}

const UINT32_RANGE = 2 ** 32;

/** Web Crypto behind {@link RandomPort}: unbiased numbers for quick-pick and shuffle (SPEC §4). */
export class CryptoRandom implements RandomPort {
  constructor(private readonly source: RandomSource = globalThis.crypto) {}

  next(): number {
    const [value = 0] = this.source.getRandomValues(new Uint32Array(1));
    return value / UINT32_RANGE;
  }

  uuid(): string {
    if (typeof this.source.randomUUID === "function") return this.source.randomUUID();
    // Plain-HTTP origins (a LAN preview) lack randomUUID: build the v4 UUID from random bytes.
    const bytes = this.source.getRandomValues(new Uint8Array(16));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

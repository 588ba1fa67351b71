import { Result } from "effect";
import type { Session } from "@/application/ports/auth-gateway.port";
import type { UserProfile } from "@/application/ports/profile.port";
import type { ApiError } from "@/application/ports/api-errors";
import type { CartLines } from "@/application/ports/cart-repository.port";

import type { CartItem } from "@/domain/cart/cart-item";
import { toCartItemDto } from "@/adapters/http/cart/cart.mapper";

export { cartItem } from "../domain/cart/cart-fixtures";
export { sampleGame } from "../domain/domain-fixtures";

/** A server cart's lines as CartRepositoryPort.fetch answers them: the items, and any line the shop cannot read. */
export const serverLines = (items: ReadonlyArray<CartItem>, unreadableLines: ReadonlyArray<string> = []): CartLines => ({
  items,
  unreadableLines,
});

/** Cart items as local storage holds them: SPEC §3 JSON, written by the one cart mapper (AED). */
export const storedItems = (items: ReadonlyArray<CartItem>): unknown[] => items.map((item) => toCartItemDto(item, 2));

/** The signed-in user of the tests. */
export const aUser = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 42,
  fullName: "Layla Haddad",
  callingCode: "+971",
  phone: "501234567",
  email: "layla@example.com",
  emailVerified: true,
  avatar: undefined,
  countryResidence: "AE",
  nationality: "AE",
  dob: undefined,
  gender: undefined,
  addressLine1: undefined,
  addressLine2: undefined,
  city: undefined,
  state: undefined,
  zipCode: undefined,
  addressCountry: undefined,
  ...overrides,
});

export const aSession = (overrides: Partial<Session> = {}): Session => ({
  accessToken: "token-abc",
  expiresInSeconds: 3_600,
  user: aUser(),
  ...overrides,
});

/** A remote port answer that succeeds. */
export const ok = <A>(value: A): Promise<Result.Result<A, never>> => Promise.resolve(Result.succeed(value));

/** A remote port answer that fails with a tagged error. */
export const fails = <E extends ApiError | { readonly _tag: string }>(error: E): Promise<Result.Result<never, E>> =>
  Promise.resolve(Result.fail(error));

/** Ids "uuid-1" … "uuid-n" for ScriptedRandom. */
export const uuids = (count: number, prefix = "uuid"): string[] =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);

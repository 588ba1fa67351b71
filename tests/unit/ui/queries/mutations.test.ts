import { QueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import { describe, expect, it, vi } from "vitest";
import type { Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { NetworkError } from "@/application/ports/api-errors";
import {
  markAllNotificationsReadMutation,
  removeFavouriteMutation,
  signInMutation,
  signUpMutation,
  updateProfileMutation,
  verifyOtpMutation,
} from "@/ui/queries/account.mutations";
import { purchaseCertificateMutation } from "@/ui/queries/certificates.mutations";
import { payMutation } from "@/ui/queries/checkout.mutations";
import { queryKeys } from "@/ui/queries/query-keys";
import { logoutMutation } from "@/ui/queries/session.mutations";
import { withdrawMutation } from "@/ui/queries/wallet.mutations";

/** A container whose every use case answers `answer` (the factories resolve theirs when they run). */
/** Every token resolves to a use case with this answer (and the area loader, which the checkout's writes ask first, loads at once). */
const answering = (answer: unknown): Injector => ({
  get: (() => ({ execute: () => Promise.resolve(answer), load: () => Promise.resolve() })) as never,
});

/** Runs a mutation's options in a fresh client, as useMutation would; answers the client and its invalidations. */
const run = async <V>(options: { mutationFn?: unknown }, variables: V) => {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  await client
    .getMutationCache()
    .build(client, options as never)
    .execute(variables);
  return { client, invalidated: invalidate.mock.calls.map(([filters]) => filters) };
};

describe("mutation factories: what a write invalidates (onSuccess)", () => {
  it("a paid checkout reads the wallet and the weekly limit again; a refused one changes nothing", async () => {
    const paid = await run(payMutation(answering(Result.succeed({}))), undefined);
    expect(paid.invalidated).toEqual([
      { queryKey: queryKeys.wallet.all },
      { queryKey: queryKeys.checkout.weeklyLimit, refetchType: "none" },
    ]);
    const refused = await run(payMutation(answering(Result.fail(new NetworkError({ reason: "offline" })))), undefined);
    expect(refused.invalidated).toEqual([]);
  });

  it("a wallet move or a certificate bought reads every wallet query again, only when it went through", async () => {
    expect((await run(withdrawMutation(answering(Result.succeed({}))), { amount: 1 })).invalidated).toEqual([
      { queryKey: queryKeys.wallet.all },
    ]);
    expect(
      (await run(withdrawMutation(answering(Result.fail(new NetworkError({ reason: "offline" })))), { amount: 1 })).invalidated,
    ).toEqual([]);
    expect(
      (await run(purchaseCertificateMutation(answering(Result.succeed({ code: "c" }))), { offerId: 1 })).invalidated,
    ).toEqual([{ queryKey: queryKeys.wallet.all }]);
  });

  it("favourites and notifications are read again whatever the answer (the list shows what the server has)", async () => {
    for (const answer of [Result.succeed(undefined), Result.fail(new NetworkError({ reason: "offline" }))]) {
      expect((await run(removeFavouriteMutation(answering(answer)), { id: "f1" })).invalidated).toEqual([
        { queryKey: queryKeys.account.favourites },
      ]);
      expect((await run(markAllNotificationsReadMutation(answering(answer)), undefined)).invalidated).toEqual([
        { queryKey: queryKeys.account.notifications },
      ]);
    }
  });

  it("a saved profile is the cached profile at once", async () => {
    const saved = { id: 1, firstName: "Sara" };
    const { client, invalidated } = await run(updateProfileMutation(answering(Result.succeed(saved))), {});
    expect(client.getQueryData(queryKeys.account.profile)).toEqual(saved);
    expect(invalidated).toEqual([]);
  });

  it("a session that began (sign-in, a verified sign-up) reads the session's queries again; a refusal or a sign-up's code step does not", async () => {
    const session = [
      { queryKey: queryKeys.account.all },
      { queryKey: queryKeys.wallet.all },
      { queryKey: queryKeys.checkout.weeklyLimit },
    ];
    const login = { callingCode: "+971", phone: "501234567", password: "Demo@1234", returnUrl: null };
    expect((await run(signInMutation(answering(Result.succeed("/"))), login)).invalidated).toEqual(session);
    expect((await run(verifyOtpMutation(answering(Result.succeed(undefined))), { otp: "123456" })).invalidated).toEqual(session);
    const offline = answering(Result.fail(new NetworkError({ reason: "offline" })));
    expect((await run(signInMutation(offline), login)).invalidated).toEqual([]);
    expect((await run(verifyOtpMutation(offline), { otp: "123456" })).invalidated).toEqual([]);
    const signUp = { fullName: "Sara Ali", callingCode: "+971", phone: "500000042", password: "Secret@123" };
    expect((await run(signUpMutation(answering(Result.succeed({ resendAfterSeconds: 120 }))), signUp)).invalidated).toEqual([]);
  });

  it("Sign out is the player's own logout (the token revoked too); the use case clears the cache itself, so nothing is invalidated here", async () => {
    const asked: Array<{ token: unknown; input: unknown }> = [];
    const injector: Injector = {
      get: ((token: unknown) => ({
        execute: (input: unknown) => {
          asked.push({ token, input });
          return Promise.resolve();
        },
      })) as never,
    };
    expect((await run(logoutMutation(injector), undefined)).invalidated).toEqual([]);
    expect(asked).toEqual([{ token: TOKENS.logout, input: { revoke: true } }]);
  });
});

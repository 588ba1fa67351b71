import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import {
  DecodeError,
  NetworkError,
  Refused,
  ServerMessage,
  TimeoutError,
  Unauthorized,
  ValidationFailed,
  type ApiError,
} from "@/application/ports/api-errors";
import type { CertificatePurchase, ContentPort } from "@/application/ports/content.port";
import { withUnauthorizedPolicy } from "@/application/auth/unauthorized-policy";
import { PurchaseCertificateUseCase } from "@/application/certificates/purchase-certificate.use-case";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { aUser, fails, ok } from "../fixtures";
import { harness, type HarnessOptions } from "../harness";

type Request = Parameters<ContentPort["purchaseCertificate"]>[0];
type Answer = () => Promise<Result.Result<CertificatePurchase, ApiError | Refused>>;

const bought: CertificatePurchase = { code: "CERT-1", amountPaid: fromMajor(35), balance: fromMajor(65) };

/** The use case on strict fakes: the content port answers `answers` in turn (then success). */
const buyHarness = (answers: Answer[] = [], options: HarnessOptions = { signedIn: aUser() }) => {
  const purchaseCertificate = recorder((_request: Request) => (answers.shift() ?? (() => ok(bought)))());
  const balance = recorder(() => ok(fromMajor(65)));
  const h = harness({ ...options, state: { balance: fromMajor(100), ...options.state }, remotes: { balances: { balance } } });
  // As the container binds it: a 401 reaches the one SPEC §8 rule on its way (unauthorized-policy.ts).
  const content = withUnauthorizedPolicy(strictFake<ContentPort>("ContentPort", { purchaseCertificate }), () => h.unauthorized);
  const useCase = new PurchaseCertificateUseCase(content, h.random, h.session, h.state, h.refreshBalance);
  return { h, useCase, purchaseCertificate, balance };
};

const keys = (calls: ReadonlyArray<[Request]>) => calls.map(([request]) => request.idempotencyKey);

describe("PurchaseCertificateUseCase (SPEC §1 pay from the balance, §2 /buy/green-certificates)", () => {
  it("buys one certificate of the offer, then reads the balance again", async () => {
    const { h, useCase, purchaseCertificate, balance } = buyHarness();
    await expect(useCase.execute({ offerId: 2 })).resolves.toEqual(Result.succeed(bought));
    expect(purchaseCertificate.calls).toEqual([[{ offerId: 2, quantity: 1, idempotencyKey: "uuid-1" }]]);
    expect(balance.calls).toHaveLength(1);
    await Promise.resolve();
    expect(h.state.get().balance).toBe(fromMajor(65));
  });

  it("SPEC §6: a guest is asked to sign in and nothing is sent", async () => {
    const { useCase, purchaseCertificate, balance } = buyHarness([], {});
    const result = await useCase.execute({ offerId: 1 });
    expect(Result.isFailure(result) && result.failure._tag).toBe("SignInRequired");
    expect(purchaseCertificate.calls).toEqual([]);
    expect(balance.calls).toEqual([]);
  });

  it("a second press while one is on its way gets the same answer; one request", async () => {
    const { useCase, purchaseCertificate } = buyHarness();
    const [first, second] = await Promise.all([useCase.execute({ offerId: 1 }), useCase.execute({ offerId: 1 })]);
    expect(purchaseCertificate.calls).toHaveLength(1);
    expect(second).toBe(first);
  });

  it.each<[string, ApiError | Refused, Record<string, unknown>]>([
    [
      "SPEC §1 balance too low",
      new Refused({ status: 402, code: "insufficient_balance", message: "Too low" }),
      { _tag: "CertificateBalanceTooLow" },
    ],
    [
      "another refusal: the server's message",
      new Refused({ status: 409, code: "draw_closed", message: " Sold out " }),
      { _tag: "CertificatePurchaseRefused", message: "Sold out" },
    ],
    [
      "a 404: the server's message",
      new ServerMessage({ status: 404, message: "No such offer." }),
      { _tag: "CertificatePurchaseRefused", message: "No such offer." },
    ],
    [
      "a 422 (SPEC §8 'Invalid input')",
      new ValidationFailed({ message: "Invalid input", fieldErrors: {} }),
      { _tag: "CertificatePurchaseRefused", message: "Invalid input" },
    ],
    [
      "no answer",
      new NetworkError({ reason: "offline" }),
      { _tag: "CertificatePurchaseUncertain", reason: "network", idempotencyKey: "uuid-1" },
    ],
    [
      "the time budget",
      new TimeoutError({ timeoutMs: 15_000 }),
      { _tag: "CertificatePurchaseUncertain", reason: "network", idempotencyKey: "uuid-1" },
    ],
    [
      "a 5xx: its message",
      new ServerMessage({ status: 502, message: "Bad gateway" }),
      { _tag: "CertificatePurchaseUncertain", reason: "server", message: "Bad gateway" },
    ],
    [
      "an unreadable answer",
      new DecodeError({ message: "data.code" }),
      { _tag: "CertificatePurchaseUncertain", reason: "server", message: "" },
    ],
    ["SPEC §8 a 401", Unauthorized.fromMessage("Session expired"), { _tag: "SignInRequired" }],
  ])("%s", async (_case, error, expected) => {
    const { h, useCase, balance } = buyHarness([() => fails(error)]);
    const result = await useCase.execute({ offerId: 1 });
    expect(Result.isFailure(result) && result.failure).toMatchObject(expected);
    expect(balance.calls).toEqual([]);
    expect(h.state.get().balance).toBe(fromMajor(100));
  });

  it.each<[string, ApiError | Refused, ReadonlyArray<string>]>([
    ["no answer: the same key", new NetworkError({ reason: "offline" }), ["uuid-1", "uuid-1"]],
    ["a time-out: the same key", new TimeoutError({ timeoutMs: 15_000 }), ["uuid-1", "uuid-1"]],
    ["a 5xx: the same key", new ServerMessage({ status: 503, message: "Busy" }), ["uuid-1", "uuid-1"]],
    [
      "a definite refusal: a new key",
      new Refused({ status: 402, code: "insufficient_balance", message: "Too low" }),
      ["uuid-1", "uuid-2"],
    ],
  ])("the retry after %s", async (_case, error, expected) => {
    const { useCase, purchaseCertificate } = buyHarness([() => fails(error)]);
    await useCase.execute({ offerId: 3 });
    await expect(useCase.execute({ offerId: 3 })).resolves.toEqual(Result.succeed(bought));
    expect(keys(purchaseCertificate.calls)).toEqual(expected);
  });

  it("after an unknown outcome, another offer is another purchase; a success starts afresh", async () => {
    const { useCase, purchaseCertificate } = buyHarness([() => fails(new NetworkError({ reason: "offline" }))]);
    await useCase.execute({ offerId: 1 });
    await useCase.execute({ offerId: 2 });
    await useCase.execute({ offerId: 2 });
    expect(keys(purchaseCertificate.calls)).toEqual(["uuid-1", "uuid-2", "uuid-3"]);
  });

  it.each([
    ["'unauthorized' logs out and goes to /login", "unauthorized", null, "/login"],
    ["another 401 message asks to sign in again, still signed in", "Session expired", 42, "/login?reauth=1"],
  ])("SPEC §8: a 401 %s", async (_case, message, userId, path) => {
    const { h, useCase } = buyHarness([() => fails(Unauthorized.fromMessage(message))]);
    await useCase.execute({ offerId: 1 });
    expect(h.state.get().user?.id ?? null).toBe(userId);
    expect(h.navigator.last?.path).toBe(path);
  });
});

import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { NetworkError, ServerMessage, type ApiError } from "@/application/ports/api-errors";
import type { CertificateGeneration } from "@/application/ports/payment-gateway.port";
import { CERTIFICATE_POLL_INTERVAL_MS, CERTIFICATE_POLL_TIMEOUT_MS } from "@/application/checkout/poll-certificate.use-case";
import { recorder } from "../../fakes/strict-fake";
import { harness } from "../harness";

const waiting: CertificateGeneration = { code: "C1", completed: false, certificateUrl: undefined };
const done: CertificateGeneration = { code: "C1", completed: true, certificateUrl: "https://cdn.example.com/c1.pdf" };
type Answer = Result.Result<CertificateGeneration, ApiError>;

const pollHarness = (answers: ReadonlyArray<Answer>, fallback: Answer = Result.succeed(waiting)) => {
  const queue = [...answers];
  const status = recorder((_code: string) => Promise.resolve(queue.shift() ?? fallback));
  return { h: harness({ remotes: { payments: { certificateGeneration: status } } }), status };
};

describe("PollCertificateUseCase (SPEC §2 green-certificate-generating, §7)", () => {
  it("polls until the certificate is done", async () => {
    const { h, status } = pollHarness([Result.succeed(waiting), Result.succeed(waiting), Result.succeed(done)]);
    const run = h.pollCertificate.execute({ code: "C1" });
    await h.scheduler.advance(2 * CERTIFICATE_POLL_INTERVAL_MS);
    await expect(run).resolves.toEqual(Result.succeed(done));
    expect(status.calls).toEqual([["C1"], ["C1"], ["C1"]]);
    expect(h.scheduler.requested).toEqual([CERTIFICATE_POLL_INTERVAL_MS, CERTIFICATE_POLL_INTERVAL_MS]);
  });

  it("polls through passing troubles", async () => {
    const { h } = pollHarness([Result.fail(new NetworkError({ reason: "offline" })), Result.succeed(done)]);
    const run = h.pollCertificate.execute({ code: "C1" });
    await h.scheduler.advance(CERTIFICATE_POLL_INTERVAL_MS);
    await expect(run).resolves.toEqual(Result.succeed(done));
  });

  it("stops at once on a final answer (unknown code)", async () => {
    const notFound = new ServerMessage({ status: 404, message: "Unknown code" });
    const { h, status } = pollHarness([Result.fail(notFound)]);
    await expect(h.pollCertificate.execute({ code: "C1" })).resolves.toEqual(Result.fail(notFound));
    expect(status.calls).toHaveLength(1);
  });

  it("gives up with CertificateTimeout when the time is up", async () => {
    const { h, status } = pollHarness([]);
    const run = h.pollCertificate.execute({ code: "C1", intervalMs: 1_000, timeoutMs: 5_000 });
    await h.scheduler.advance(CERTIFICATE_POLL_TIMEOUT_MS);
    const result = await run;
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "CertificateTimeout", code: "C1", waitedMs: 5_000 });
    expect(status.calls).toHaveLength(6);
  });

  describe("cancellable: the generating page aborts when it goes away", () => {
    it("an abort during the wait ends the polling at once; nothing more is asked", async () => {
      const { h, status } = pollHarness([]);
      const leaving = new AbortController();
      const run = h.pollCertificate.execute({ code: "C1", signal: leaving.signal });
      await h.scheduler.advance(CERTIFICATE_POLL_INTERVAL_MS);
      expect(status.calls).toHaveLength(2);
      leaving.abort();
      await expect(run).resolves.toMatchObject({ failure: { _tag: "CertificatePollCancelled", code: "C1" } });
      await h.scheduler.advance(CERTIFICATE_POLL_TIMEOUT_MS);
      expect(status.calls).toHaveLength(2);
    });

    it("an abort while a request is on its way ends at once, without waiting for its answer", async () => {
      const status = recorder((_code: string) => new Promise<Answer>(() => undefined));
      const h = harness({ remotes: { payments: { certificateGeneration: status } } });
      const leaving = new AbortController();
      const run = h.pollCertificate.execute({ code: "C1", signal: leaving.signal });
      leaving.abort();
      await expect(run).resolves.toMatchObject({ failure: { _tag: "CertificatePollCancelled" } });
      expect(h.scheduler.requested).toEqual([]);
    });

    it("an already aborted signal asks nothing", async () => {
      const { h, status } = pollHarness([]);
      await expect(h.pollCertificate.execute({ code: "C1", signal: AbortSignal.abort() })).resolves.toMatchObject({
        failure: { _tag: "CertificatePollCancelled" },
      });
      expect(status.calls).toEqual([]);
    });

    it("a signal never aborted changes nothing: done is done", async () => {
      const { h } = pollHarness([Result.succeed(waiting), Result.succeed(done)]);
      const run = h.pollCertificate.execute({ code: "C1", signal: new AbortController().signal });
      await h.scheduler.advance(CERTIFICATE_POLL_INTERVAL_MS);
      await expect(run).resolves.toEqual(Result.succeed(done));
    });
  });
});

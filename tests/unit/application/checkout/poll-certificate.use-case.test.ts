import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { NetworkError, ServerMessage, type ApiError } from "@/application/ports/api-errors";
import type { CertificateGeneration } from "@/application/ports/payment-gateway.port";
import {
  CERTIFICATE_POLL_INTERVAL_MS,
  CERTIFICATE_POLL_TIMEOUT_MS,
  PollCertificateUseCase,
  type CertificateReady,
} from "@/application/checkout/poll-certificate.use-case";
import { FakeAppHost } from "../../fakes/fake-app-host";
import { recorder } from "../../fakes/strict-fake";
import { harness } from "../harness";

const waiting: CertificateGeneration = { code: "C1", completed: false, certificateUrl: undefined };
const done: CertificateGeneration = { code: "C1", completed: true, certificateUrl: "https://cdn.example.com/c1.pdf" };
/** The harness allows certificates on cdn.example.com (use-case-graph.ts). */
const ready: CertificateReady = { code: "C1", link: { _tag: "Link", url: "https://cdn.example.com/c1.pdf" } };
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
    await expect(run).resolves.toEqual(Result.succeed(ready));
    expect(status.calls).toEqual([["C1"], ["C1"], ["C1"]]);
    expect(h.scheduler.requested).toEqual([CERTIFICATE_POLL_INTERVAL_MS, CERTIFICATE_POLL_INTERVAL_MS]);
  });

  it("polls through passing troubles", async () => {
    const { h } = pollHarness([Result.fail(new NetworkError({ reason: "offline" })), Result.succeed(done)]);
    const run = h.pollCertificate.execute({ code: "C1" });
    await h.scheduler.advance(CERTIFICATE_POLL_INTERVAL_MS);
    await expect(run).resolves.toEqual(Result.succeed(ready));
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
      await expect(run).resolves.toEqual(Result.succeed(ready));
    });
  });

  describe("the certificate's address (issue 13: https on the configured hosts only)", () => {
    const finished = (certificateUrl: string | undefined, hosts: ReadonlyArray<string>, page = "https://shop.lotto.example") => {
      const { h } = pollHarness([Result.succeed({ code: "C1", completed: true, certificateUrl })]);
      return new PollCertificateUseCase(h.remotes.payments, h.scheduler, h.clock, new FakeAppHost(page), hosts).execute({
        code: "C1",
      });
    };

    it.each([
      ["https://cdn.example.com/c1.pdf", ["cdn.example.com"], { _tag: "Link", url: "https://cdn.example.com/c1.pdf" }],
      ["https://CDN.example.com:443/c1.pdf", ["cdn.example.com"], { _tag: "Link", url: "https://cdn.example.com/c1.pdf" }],
      [
        "https://files.example.net/c1.pdf",
        ["cdn.example.com", "files.example.net"],
        { _tag: "Link", url: "https://files.example.net/c1.pdf" },
      ],
      ["http://cdn.example.com/c1.pdf", ["cdn.example.com"], { _tag: "RefusedLink", reason: "NotHttps" }],
      ["https://evil.example/c1.pdf", ["cdn.example.com"], { _tag: "RefusedLink", reason: "HostNotAllowed" }],
      ["https://cdn.example.com@evil.example/c1.pdf", ["cdn.example.com"], { _tag: "RefusedLink", reason: "Credentials" }],
      ["https://cdn.example.com.evil.example/c1.pdf", ["cdn.example.com"], { _tag: "RefusedLink", reason: "HostNotAllowed" }],
      ["javascript:alert(1)", ["cdn.example.com"], { _tag: "RefusedLink", reason: "NotHttps" }],
      ["/c1.pdf", ["cdn.example.com"], { _tag: "RefusedLink", reason: "Unparsable" }],
      [" https://cdn.example.com/c1.pdf", ["cdn.example.com"], { _tag: "RefusedLink", reason: "HiddenCharacter" }],
      [undefined, ["cdn.example.com"], { _tag: "NoLink" }],
    ] as const)("%j on %j → %j", async (url, hosts, link) => {
      await expect(finished(url, hosts)).resolves.toEqual(Result.succeed({ code: "C1", link }));
    });

    it("with no hosts configured, the page's own host is the one allowed", async () => {
      await expect(finished("https://shop.lotto.example/certificates/c1.pdf", [])).resolves.toMatchObject({
        success: { link: { _tag: "Link" } },
      });
      await expect(finished("https://cdn.example.com/c1.pdf", [])).resolves.toMatchObject({
        success: { link: { _tag: "RefusedLink", reason: "HostNotAllowed" } },
      });
      await expect(
        finished("https://shop.lotto.example:8443/c1.pdf", [], "https://shop.lotto.example:8443"),
      ).resolves.toMatchObject({ success: { link: { _tag: "Link" } } });
    });
  });
});

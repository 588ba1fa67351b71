// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { PORT_TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { CertificateGeneratingScreen } from "@/ui/features/certificates/certificate-generating-screen";
import type { AppLocale } from "@/ui/i18n/locale";
import { GreenCertificateGeneratingPage } from "@/ui/pages/green-certificate-generating-page";
import { FakeScheduler } from "../../../fakes/fake-scheduler";
import { FixedClock } from "../../../fakes/fixed-clock";
import { screenShop, useSandbox } from "../account/screen-harness";
import { instantTime, renderAt } from "./certificate-harness";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const STATUS = "https://api.lotto.test/api/common/is-certificate-generation-completed";
const PAGE = "/payment/green-certificate-generating";
const URL_OF = (code: string) => `https://certificates.lotto-shop.invalid/${code}.pdf`;

/** The status call answers "not yet" `notYet` times, then done (at `urlOf`); counts the calls. */
const statusAfter = (notYet: number, urlOf: (code: string) => string = URL_OF) => {
  const calls = { count: 0 };
  sandboxServer.use(
    http.post(STATUS, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      calls.count += 1;
      const completed = calls.count > notYet;
      return HttpResponse.json({ status: 200, data: { code, completed, certificate_url: completed ? urlOf(code) : null } });
    }),
  );
  return calls;
};

describe("CertificateGeneratingScreen (SPEC §2, §7: polled every 2 s, at most 120 s)", () => {
  it("polls the sandbox's seeded certificate until it is done, then links it", async () => {
    const shop = screenShop();
    const scheduler = instantTime(shop);
    await renderAt(<CertificateGeneratingScreen code="CERT-DEMO" />, shop, `${PAGE}?code=CERT-DEMO`);
    expect(screen.getByRole("status")).toHaveTextContent("Generating your certificate…");
    expect(await screen.findByText("Your certificate is ready")).toBeInTheDocument();
    // The page's heading says it (stageHeadline): the status line is no second heading under it.
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View or download your certificate" })).toHaveAttribute("href", URL_OF("CERT-DEMO"));
    expect(scheduler.waits).toEqual([2_000, 2_000, 2_000]);
    expect(screen.getByRole("link", { name: "Back to green certificates" })).toBeInTheDocument();
  });

  it("after the time limit says so and offers Check again, which polls again", async () => {
    const shop = screenShop();
    instantTime(shop);
    const calls = statusAfter(1_000);
    await renderAt(
      <CertificateGeneratingScreen code="CERT-7" timing={{ intervalMs: 2_000, timeoutMs: 6_000 }} />,
      shop,
      `${PAGE}?code=CERT-7`,
    );
    expect(await screen.findByText(/taking longer than usual/)).toBeInTheDocument();
    expect(calls.count).toBe(4);
    calls.count = 1_000;
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("link", { name: "View or download your certificate" })).toHaveAttribute(
      "href",
      URL_OF("CERT-7"),
    );
  });

  it("says so when the code is unknown (404), without polling on", async () => {
    const shop = screenShop();
    const scheduler = instantTime(shop);
    await renderAt(<CertificateGeneratingScreen code="CERT-404" />, shop, `${PAGE}?code=CERT-404`);
    // The code is bidi-isolated inside the sentence (issue 12).
    const unknown = await screen.findByText(
      (_, element) => element?.textContent === "We could not find a certificate with the code CERT-404.",
      { selector: "p" },
    );
    expect(unknown.querySelector("bdi")).toHaveTextContent("CERT-404");
    expect(scheduler.waits).toEqual([]);
  });

  it.each([
    ["no code", undefined, "This page needs a certificate code"],
    ["a code that cannot be one", "<script>", "We could not find a certificate with the code <script>."],
  ])("%s: said at once, nothing asked", async (_, code, text) => {
    // Any request would fail the test: the sandbox server errors on requests it does not expect.
    sandboxServer.use(http.post(STATUS, () => HttpResponse.error()));
    const shop = screenShop();
    const scheduler = instantTime(shop);
    await renderAt(<CertificateGeneratingScreen code={code} />, shop, PAGE);
    expect(screen.getByRole("status")).toHaveTextContent(text);
    expect(scheduler.waits).toEqual([]);
  });

  it("shows the entries the certificate gave when the purchase handed them over", async () => {
    const shop = screenShop();
    instantTime(shop);
    statusAfter(0);
    const router = await renderAt(<CertificateGeneratingScreen code="CERT-8" />, shop, PAGE);
    router.history.push(`${PAGE}?code=CERT-8`, { certificateOffer: { name: "Grove", entries: 3, game: "Lucky Day 6 + 1" } });
    expect(await screen.findByText("It gives you 3 free entries for Lucky Day 6 + 1.")).toBeInTheDocument();
  });

  it("leaving the page stops the polling at once: no request after it has gone", async () => {
    const shop = screenShop();
    const clock = new FixedClock();
    const scheduler = new FakeScheduler(clock);
    rebindConstant(shop.container, PORT_TOKENS.clock, clock);
    rebindConstant(shop.container, PORT_TOKENS.scheduler, scheduler);
    const calls = statusAfter(1_000);
    const router = await renderAt(<CertificateGeneratingScreen code="CERT-9" />, shop, `${PAGE}?code=CERT-9`);
    await waitFor(() => expect(scheduler.pending).toBe(1));
    await scheduler.advance(2_000);
    await waitFor(() => expect(scheduler.requested).toHaveLength(2));
    expect(calls.count).toBe(2);
    router.history.push("/wallet");
    expect(await screen.findByText("page /wallet")).toBeInTheDocument();
    await scheduler.advance(120_000);
    // A request still sent would reach the sandbox within a few real milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.count).toBe(2);
    expect(scheduler.requested).toHaveLength(2);
  });

  describe("the certificate's address (issue 13: https on VITE_CERTIFICATE_HOSTS only)", () => {
    it.each([
      ["another host", (code: string) => `https://evil.example/${code}.pdf`],
      ["plain http on the allowed host", (code: string) => `http://certificates.lotto-shop.invalid/${code}.pdf`],
      ["a look-alike of the allowed host", (code: string) => `https://certificates.lotto-shop.invalid.evil.example/${code}.pdf`],
      ["the allowed host as a user name", (code: string) => `https://certificates.lotto-shop.invalid@evil.example/${code}.pdf`],
      ["a script", () => "javascript:alert(document.cookie)"],
      ["a path on the API", (code: string) => `/certificates/${code}.pdf`],
    ])("%s: ready, not linked, and the player is told how to get it", async (_, urlOf) => {
      const shop = screenShop();
      instantTime(shop);
      statusAfter(0, urlOf);
      await renderAt(<CertificateGeneratingScreen code="CERT-5" />, shop, `${PAGE}?code=CERT-5`);
      expect(await screen.findByText("Your certificate is ready")).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("not one of our trusted sites, so it is not linked");
      expect(screen.queryByRole("link", { name: "View or download your certificate" })).not.toBeInTheDocument();
      expect(document.body.innerHTML).not.toContain("evil.example");
      expect(document.body.innerHTML).not.toContain("javascript:");
      expect(screen.getByRole("link", { name: "Back to green certificates" })).toBeInTheDocument();
    });

    it("an allowed address is linked as the parser writes it, in a new window without a referrer", async () => {
      const shop = screenShop();
      instantTime(shop);
      statusAfter(0, (code) => `https://Certificates.Lotto-Shop.Invalid:443/${code}.pdf`);
      await renderAt(<CertificateGeneratingScreen code="CERT-6" />, shop, `${PAGE}?code=CERT-6`);
      const link = await screen.findByRole("link", { name: "View or download your certificate" });
      expect(link).toHaveAttribute("href", URL_OF("CERT-6"));
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(screen.queryByText(/not one of our trusted sites/)).not.toBeInTheDocument();
    });

    it.each([
      ["ar", "شهادتك جاهزة، لكن العنوان الذي وصلنا لها ليس من مواقعنا الموثوقة"],
      ["id", "Sertifikat Anda sudah siap, tetapi alamat yang kami terima untuknya bukan situs tepercaya kami"],
    ] as const)("the refusal is said in %s", async (locale, sentence) => {
      const shop = screenShop();
      instantTime(shop);
      statusAfter(0, (code) => `https://evil.example/${code}.pdf`);
      await renderAt(<CertificateGeneratingScreen code="CERT-5" />, shop, `${PAGE}?code=CERT-5`, locale);
      expect(await screen.findByText(new RegExp(sentence))).toBeInTheDocument();
      expect(screen.queryAllByRole("link")).toHaveLength(1);
    });
  });
});

/** The page's heading (h1) and its introduction, as the route shows them around the screen. */
const pageHeading = () => screen.getByRole("heading", { level: 1 });
const pageIntro = () => document.querySelector(".shell-page__intro");

describe("the green certificate page's heading and introduction follow the stage", () => {
  it.each<[AppLocale, string, string, string, string]>([
    [
      "en",
      "Generating your green certificate",
      "We are preparing your green certificate. This takes a moment.",
      "Your green certificate is ready",
      "It has been generated and paid for.",
    ],
    [
      "ar",
      "جارٍ إنشاء شهادتك الخضراء",
      "نُجهّز شهادتك الخضراء. يستغرق ذلك لحظات.",
      "شهادتك الخضراء جاهزة",
      "تم إنشاؤها ودفع ثمنها.",
    ],
    [
      "id",
      "Sertifikat hijau Anda sedang dibuat",
      "Kami sedang menyiapkan sertifikat hijau Anda. Ini hanya sebentar.",
      "Sertifikat hijau Anda sudah siap",
      "Sertifikat sudah dibuat dan sudah dibayar.",
    ],
  ])(
    "%s: 'being generated' while it is, 'ready' once the link is there, focus left where it was",
    async (locale, generating, preparing, ready, readyIntro) => {
      const shop = screenShop();
      instantTime(shop);
      statusAfter(2);
      await renderAt(<GreenCertificateGeneratingPage code="CERT-7" />, shop, `${PAGE}?code=CERT-7`, locale);
      expect(pageHeading()).toHaveTextContent(generating);
      expect(pageIntro()).toHaveTextContent(preparing);
      const focused = document.activeElement;
      await waitFor(() => expect(pageHeading()).toHaveTextContent(ready));
      expect(pageHeading()).not.toHaveTextContent(generating);
      // The stage with the certificate's link is there too (the status region).
      expect(within(screen.getByRole("status")).getByRole("link")).toHaveAttribute("href", URL_OF("CERT-7"));
      expect(pageIntro()).toHaveTextContent(readyIntro);
      expect(pageIntro()).not.toHaveTextContent(preparing);
      // The page is still named by its heading; the live region announces, focus does not move.
      expect(screen.getByRole("article", { name: ready })).toBeInTheDocument();
      expect(document.activeElement).toBe(focused);
    },
  );

  it("a refused address: the certificate is still ready", async () => {
    const shop = screenShop();
    instantTime(shop);
    statusAfter(0, (code) => `https://evil.example/${code}.pdf`);
    await renderAt(<GreenCertificateGeneratingPage code="CERT-5" />, shop, `${PAGE}?code=CERT-5`);
    await waitFor(() => expect(pageHeading()).toHaveTextContent("Your green certificate is ready"));
  });

  it("taking too long: still being generated, and the introduction says it takes longer", async () => {
    const shop = screenShop();
    instantTime(shop);
    statusAfter(1_000);
    await renderAt(
      <GreenCertificateGeneratingPage code="CERT-7" timing={{ intervalMs: 2_000, timeoutMs: 6_000 }} />,
      shop,
      `${PAGE}?code=CERT-7`,
    );
    await waitFor(() => expect(pageIntro()).toHaveTextContent("This is taking longer than usual."));
    expect(pageHeading()).toHaveTextContent("Generating your green certificate");
  });

  it.each<[string, () => void, string | undefined, string, string]>([
    [
      "the progress could not be read",
      () => sandboxServer.use(http.post(STATUS, () => HttpResponse.json({ status: 400, message: "Try later" }, { status: 400 }))),
      "CERT-3",
      "We could not check your green certificate",
      "Its progress could not be read, so we cannot say yet whether it is ready.",
    ],
    [
      "an unknown code",
      () => undefined,
      "CERT-404",
      "Green certificate not found",
      "No green certificate has the code in this page's address.",
    ],
    // The page's own heading, as its prerendered HTML has it (no address query at build time): the
    // introduction says what is missing.
    ["no code", () => undefined, undefined, "Generating your green certificate", "This page's address has no certificate code."],
  ])("%s: the heading and the introduction say what failed", async (_, answer, code, heading, intro) => {
    answer();
    const shop = screenShop();
    instantTime(shop);
    await renderAt(<GreenCertificateGeneratingPage code={code} />, shop, code === undefined ? PAGE : `${PAGE}?code=${code}`);
    await waitFor(() => expect(pageHeading()).toHaveTextContent(heading));
    expect(pageIntro()).toHaveTextContent(intro);
  });
});

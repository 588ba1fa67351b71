import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { RetryLater } from "@/application/ports/api-errors";
import type { RegistrationGatewayPort, SignUpRequest } from "@/application/ports/registration-gateway.port";
import { SignUpUseCase } from "@/application/account/sign-up.use-case";
import { LocalStore } from "@/application/state/local-store";
import { CampaignStore } from "@/application/tracking/campaign-store";
import { FakeAppHost } from "../../fakes/fake-app-host";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { RecordingLogger } from "../../fakes/recording-logger";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { fails, ok } from "../fixtures";
import { PENDING_OTP, registrationStore } from "./registration-fixture";

const pending = PENDING_OTP;
const form = { fullName: "Sara Ali", callingCode: "+971", phone: "500000001", password: "Secret@123" };

const setup = (
  options: {
    host?: string;
    campaign?: Record<string, string>;
    answer?: () => ReturnType<RegistrationGatewayPort["signUp"]>;
  } = {},
) => {
  const signUp = recorder((_request: SignUpRequest) => (options.answer ?? (() => ok(pending)))());
  const store = new InMemoryKeyValueStore(
    options.campaign === undefined
      ? {}
      : { campaign: JSON.stringify({ params: options.campaign, savedAt: "2030-01-01T00:00:00.000Z" }) },
  );
  const state = new InMemorySessionState();
  const registrations = registrationStore({ state }).store;
  const useCase = new SignUpUseCase(
    strictFake<RegistrationGatewayPort>("RegistrationGatewayPort", { signUp }),
    new CampaignStore(new LocalStore(store, new RecordingLogger())),
    new FakeAppHost(options.host),
    registrations,
  );
  return { useCase, signUp, state, registrations };
};

describe("SignUpUseCase (SPEC §2 /register, §3 sign-up payload)", () => {
  it.each([
    ["https://www.lotto.example", "web"],
    ["https://app.lotto.example", "app"],
    ["https://lotto-app.example", "app"],
    ["https://whatsapp.example", "web"],
  ])("on %s sends platform_slug %s (SPEC §1 app mode: the host contains the word 'app')", async (host, platform) => {
    const { useCase, signUp } = setup({ host });
    await useCase.execute(form);
    expect(signUp.calls[0]?.[0].platform).toBe(platform);
  });

  it("sends the stored campaign parameters, '' for the missing ones, and a referral code", async () => {
    const { useCase, signUp } = setup({ campaign: { utm_source: "news", utm_medium: "email", ref_code: "AMB7", gclid: "x" } });
    await useCase.execute(form);
    expect(signUp.calls[0]?.[0]).toEqual({
      ...form,
      platform: "web",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "",
      utmContent: "",
      utmTerm: "",
      code: "AMB7",
    });
  });

  it("keeps the phone waiting for its OTP in the registration state (SPEC §4)", async () => {
    const { useCase, state } = setup();
    const answer = await useCase.execute(form);
    expect(Result.isSuccess(answer)).toBe(true);
    expect(state.get().registration).toEqual(pending);
  });

  it("asked again within the 120 s for the phone whose code is kept, answers that code's page, not 'wait'", async () => {
    const { useCase, state, registrations } = setup({
      answer: () => fails(new RetryLater({ retryAfterSeconds: 80, message: "wait" })),
    });
    registrations.hold(pending);
    state.update((current) => ({ ...current, registration: null }));
    const answer = await useCase.execute(form);
    expect(Result.isSuccess(answer) && answer.success.phone).toBe("500000001");
    expect(state.get().registration?.phone).toBe("500000001");
  });

  it("another phone asked within the 120 s is told to wait", async () => {
    const { useCase, registrations } = setup({ answer: () => fails(new RetryLater({ retryAfterSeconds: 80, message: "wait" })) });
    registrations.hold({ ...pending, phone: "500000009" });
    const answer = await useCase.execute(form);
    expect(Result.isFailure(answer) && answer.failure._tag).toBe("RetryLater");
  });

  it("leaves the state alone when the server asks to wait (SPEC §9 120 s)", async () => {
    const { useCase, state } = setup({ answer: () => fails(new RetryLater({ retryAfterSeconds: 80, message: "wait" })) });
    const answer = await useCase.execute(form);
    expect(Result.isFailure(answer) && answer.failure._tag).toBe("RetryLater");
    expect(state.get().registration).toBeNull();
  });
});

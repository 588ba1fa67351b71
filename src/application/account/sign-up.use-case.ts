import { Result } from "effect";
import { isAppMode } from "@/domain/routing/app-redirect";
import { signUpUtmFields } from "@/domain/tracking/campaign-params";
import type { RetryLater } from "@/application/ports/api-errors";
import type { AppHostPort } from "@/application/ports/app-host.port";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type {
  OtpPending,
  RegistrationGatewayPort,
  SignUpCampaign,
  SignUpRequest,
} from "@/application/ports/registration-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import type { CampaignStore } from "@/application/tracking/campaign-store";
import type { RegistrationStore } from "@/application/account/registration-store";

/** SPEC §3 registration form, already checked against SPEC §5 (the acceptance box is ticked). */
export interface SignUpInput extends PhoneCredentials {
  readonly fullName: string;
  readonly password: string;
}

/** The stored campaign parameter that carries a referral or brand ambassador code (SPEC §3 `code`). */
export const REFERRAL_CODE_PARAM = "ref_code";

const campaignFields = (params: Readonly<Record<string, string>>): SignUpCampaign & { code?: string } => {
  const utm = signUpUtmFields(params);
  const code = params[REFERRAL_CODE_PARAM];
  return {
    utmCampaign: utm.utm_campaign,
    utmContent: utm.utm_content,
    utmMedium: utm.utm_medium,
    utmSource: utm.utm_source,
    utmTerm: utm.utm_term,
    ...(code === undefined ? {} : { code }),
  };
};

/**
 * SPEC §2 /register → /register/otp: sends the SPEC §3 sign-up payload with the campaign
 * parameters kept in storage and `platform_slug` "app" in app mode (SPEC §1), else "web". On
 * success the phone waits for its OTP: SPEC §4's registration state holds it for the OTP page, kept
 * across a reload (RegistrationStore).
 */
export class SignUpUseCase {
  constructor(
    private readonly registration: RegistrationGatewayPort,
    private readonly campaigns: CampaignStore,
    private readonly host: AppHostPort,
    private readonly registrations: RegistrationStore,
  ) {}

  async execute(input: SignUpInput): Remote<OtpPending, RetryLater> {
    const request: SignUpRequest = {
      ...input,
      ...campaignFields(this.campaigns.read()?.params ?? {}),
      platform: isAppMode(this.host.hostname()) ? "app" : "web",
    };
    const pending = await this.registration.signUp(request);
    if (Result.isSuccess(pending)) {
      this.registrations.hold(pending.success);
      return pending;
    }
    // Asked again within SPEC §9's 120 s for the phone whose code this browser keeps (the player
    // went back from the code page, or reloaded the form): that code is still good, so the answer
    // is the code page again rather than "wait".
    if (pending.failure._tag === "RetryLater") {
      const kept = this.registrations.resume();
      if (kept !== null && kept.callingCode === input.callingCode && kept.phone === input.phone) return Result.succeed(kept);
    }
    return pending;
  }
}

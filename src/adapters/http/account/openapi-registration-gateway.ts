import { Result } from "effect";
import type { RetryLater } from "@/application/ports/api-errors";
import type { PhoneCredentials, Session } from "@/application/ports/auth-gateway.port";
import type { OtpPending, RegistrationGatewayPort, SignUpRequest } from "@/application/ports/registration-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { toOtpPending, toSignUpBody } from "@/adapters/http/account/account-forms.mapper";
import { toSession } from "@/adapters/http/account/user.mapper";
import { OtpPendingResponse } from "@/adapters/http/account/account-forms.schema";
import { SessionResponse } from "@/adapters/http/account/user.schema";
import { readRetryLater } from "@/adapters/http/failure-readers";

/** {@link RegistrationGatewayPort} over /api/auth/register and /api/auth/otp/*. */
export class OpenApiRegistrationGateway implements RegistrationGatewayPort {
  constructor(private readonly client: LottoApiClient) {}

  async signUp(request: SignUpRequest): Remote<OtpPending, RetryLater> {
    const answer = await callApi(
      () => this.client.POST("/api/auth/register", { body: toSignUpBody(request) }),
      OtpPendingResponse,
      readRetryLater,
    );
    return Result.map(answer, ({ data }) => toOtpPending(data));
  }

  async verifyOtp(request: PhoneCredentials & { readonly otp: string }): Remote<Session> {
    const body = { calling_code: request.callingCode, phone: request.phone, otp: request.otp };
    const answer = await callApi(() => this.client.POST("/api/auth/otp/verify", { body }), SessionResponse);
    return Result.map(answer, ({ data }) => toSession(data));
  }

  /** SPEC §9: a resend within 120 s answers RetryLater. */
  async resendOtp(
    request: PhoneCredentials & { readonly purpose: "register" | "reset_password" },
  ): Remote<OtpPending, RetryLater> {
    const body = { calling_code: request.callingCode, phone: request.phone, purpose: request.purpose };
    const answer = await callApi(() => this.client.POST("/api/auth/otp/resend", { body }), OtpPendingResponse, readRetryLater);
    return Result.map(answer, ({ data }) => toOtpPending(data));
  }
}

import { Result } from "effect";
import type { RetryLater } from "@/application/ports/api-errors";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { PasswordGatewayPort } from "@/application/ports/password-gateway.port";
import type { OtpPending } from "@/application/ports/registration-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { toOtpPending } from "@/adapters/http/account/account-forms.mapper";
import { OtpPendingResponse } from "@/adapters/http/account/account-forms.schema";
import { MessageResponse } from "@/adapters/http/envelope.schema";
import { readRetryLater } from "@/adapters/http/failure-readers";

const toVoid = <A, E>(result: Result.Result<A, E>): Result.Result<void, E> => Result.map(result, () => undefined);

/** {@link PasswordGatewayPort} over /api/auth/forgot-password, reset-password and /api/user/change-password. */
export class OpenApiPasswordGateway implements PasswordGatewayPort {
  constructor(private readonly client: LottoApiClient) {}

  async forgotPassword(request: PhoneCredentials): Remote<OtpPending, RetryLater> {
    const body = { calling_code: request.callingCode, phone: request.phone };
    const answer = await callApi(
      () => this.client.POST("/api/auth/forgot-password", { body }),
      OtpPendingResponse,
      readRetryLater,
    );
    return Result.map(answer, ({ data }) => toOtpPending(data));
  }

  async resetPassword(
    request: PhoneCredentials & { readonly otp: string; readonly password: string; readonly passwordConfirmation: string },
  ): Remote<void> {
    const body = {
      calling_code: request.callingCode,
      phone: request.phone,
      otp: request.otp,
      password: request.password,
      password_confirmation: request.passwordConfirmation,
    };
    return toVoid(await callApi(() => this.client.POST("/api/auth/reset-password", { body }), MessageResponse));
  }

  async changePassword(request: {
    readonly currentPassword: string;
    readonly password: string;
    readonly passwordConfirmation: string;
  }): Remote<void> {
    const body = {
      current_password: request.currentPassword,
      password: request.password,
      password_confirmation: request.passwordConfirmation,
    };
    return toVoid(await callApi(() => this.client.POST("/api/user/change-password", { body }), MessageResponse));
  }
}

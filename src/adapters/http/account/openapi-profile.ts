import { Result } from "effect";
import type { ProfilePort, ProfileUpdate, UserProfile } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { toProfileUpdateBody } from "@/adapters/http/account/account-forms.mapper";
import { toUserProfile } from "@/adapters/http/account/user.mapper";
import { VerifyEmailResponse } from "@/adapters/http/account/account-forms.schema";
import { ProfileResponse } from "@/adapters/http/account/user.schema";
import { MessageResponse } from "@/adapters/http/envelope.schema";

/** {@link ProfilePort} over /api/user/profile, delete-account and the email verification calls. */
export class OpenApiProfile implements ProfilePort {
  constructor(private readonly client: LottoApiClient) {}

  async profile(): Remote<UserProfile> {
    const answer = await callApi(() => this.client.GET("/api/user/profile"), ProfileResponse);
    return Result.map(answer, ({ data }) => toUserProfile(data));
  }

  async updateProfile(update: ProfileUpdate): Remote<UserProfile> {
    const answer = await callApi(
      () => this.client.PUT("/api/user/profile", { body: toProfileUpdateBody(update) }),
      ProfileResponse,
    );
    return Result.map(answer, ({ data }) => toUserProfile(data));
  }

  async deleteAccount(request: { readonly password: string; readonly reason?: string }): Remote<void> {
    const body = { password: request.password, ...(request.reason === undefined ? {} : { reason: request.reason }) };
    const answer = await callApi(() => this.client.POST("/api/user/delete-account", { body }), MessageResponse);
    return Result.map(answer, () => undefined);
  }

  async sendEmailVerification(): Remote<void> {
    const answer = await callApi(() => this.client.POST("/api/user/email/send-verification"), MessageResponse);
    return Result.map(answer, () => undefined);
  }

  async verifyEmail(token: string): Remote<{ readonly email: string }> {
    const answer = await callApi(() => this.client.POST("/api/auth/verify-email", { body: { token } }), VerifyEmailResponse);
    return Result.map(answer, ({ data }) => ({ email: data.email }));
  }
}

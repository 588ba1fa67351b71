import { Result } from "effect";
import type { Refused } from "@/application/ports/api-errors";
import type { AuthGatewayPort, PhoneCredentials, Session } from "@/application/ports/auth-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { toSession, toUserProfile } from "@/adapters/http/account/user.mapper";
import { ProfileResponse, SessionResponse } from "@/adapters/http/account/user.schema";
import { MessageResponse } from "@/adapters/http/envelope.schema";
import { readRefusal } from "@/adapters/http/failure-readers";

/** Seconds a token from a link is kept when the server does not say (it answers 401 once expired). */
const LINK_TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** {@link AuthGatewayPort} over /api/auth/login, /api/auth/logout and the profile read. */
export class OpenApiAuthGateway implements AuthGatewayPort {
  constructor(private readonly client: LottoApiClient) {}

  async login(credentials: PhoneCredentials & { readonly password: string }): Remote<Session, Refused> {
    const body = { calling_code: credentials.callingCode, phone: credentials.phone, password: credentials.password };
    const answer = await callApi(() => this.client.POST("/api/auth/login", { body }), SessionResponse, readRefusal);
    return Result.map(answer, ({ data }) => toSession(data));
  }

  /** SPEC §2 `?token=`: the profile read with that token proves it and gives the user data. */
  async tokenLogin(accessToken: string): Remote<Session> {
    const answer = await callApi(
      () => this.client.GET("/api/user/profile", { headers: { Authorization: `Bearer ${accessToken}` } }),
      ProfileResponse,
    );
    return Result.map(answer, ({ data }) => ({
      accessToken,
      expiresInSeconds: LINK_TOKEN_MAX_AGE_SECONDS,
      user: toUserProfile(data),
    }));
  }

  async logout(): Remote<void> {
    const answer = await callApi(() => this.client.POST("/api/auth/logout"), MessageResponse);
    return Result.map(answer, () => undefined);
  }
}

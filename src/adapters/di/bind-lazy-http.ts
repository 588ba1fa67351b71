import type { Container } from "inversify";
import type { Token } from "@/application/di-token";
import type { ContentPort } from "@/application/ports/content.port";
import type { FavouritesPort } from "@/application/ports/favourites.port";
import type { NotificationsPort } from "@/application/ports/notifications.port";
import type { PasswordGatewayPort } from "@/application/ports/password-gateway.port";
import type { ProfilePort } from "@/application/ports/profile.port";
import type { RegistrationGatewayPort } from "@/application/ports/registration-gateway.port";
import type { WalletPort } from "@/application/ports/wallet.port";
import type { WeeklyLimitPort } from "@/application/ports/weekly-limit.port";
import { PORT_TOKENS as P } from "@/application/tokens";
import { USE_CASE_TOKENS as U } from "@/application/use-case-tokens";
import type { CurrencyExponent } from "@/domain/money/currency";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindRemoteFactory } from "@/adapters/di/bind-remote";
import { lazyPort, type AsyncPort, type PortMethods } from "@/adapters/di/lazy-port";

/** One port over the main API whose adapter module is imported on its first call (with the configured currency's decimals, SPEC §1). */
function bindLazy<T extends AsyncPort<T>>(
  container: Container,
  token: Token<T>,
  load: (client: LottoApiClient, exponent: CurrencyExponent) => Promise<T>,
  methods: PortMethods<T>,
): void {
  // SPEC §8: a 401 from any of its methods reaches the one rule (bind-remote.ts).
  bindRemoteFactory(
    container,
    token,
    (client: LottoApiClient, exponent: CurrencyExponent) => lazyPort(() => load(client, exponent), methods),
    [A.lottoApi, U.currencyExponent],
  );
}

/**
 * The ports no first view of /, /{slug}, /numbers or /checkout calls, for a guest or a signed-in
 * player (docs/architecture-ports.md, "Lazy ports"): sign-up and OTP, passwords, profile, wallet,
 * favourites, notifications, FAQ/contact/certificates, and the weekly limit no screen asks yet.
 * Their adapters, schemas and mappers stay out of the entry chunk until a screen needs them.
 */
export function bindLazyHttpPorts(container: Container): void {
  bindLazy<RegistrationGatewayPort>(
    container,
    P.registrationGateway,
    async (client) => new (await import("@/adapters/http/account/openapi-registration-gateway")).OpenApiRegistrationGateway(client),
    { signUp: true, verifyOtp: true, resendOtp: true },
  );
  bindLazy<PasswordGatewayPort>(
    container,
    P.passwordGateway,
    async (client) => new (await import("@/adapters/http/account/openapi-password-gateway")).OpenApiPasswordGateway(client),
    { forgotPassword: true, resetPassword: true, changePassword: true },
  );
  bindLazy<ProfilePort>(
    container,
    P.profile,
    async (client) => new (await import("@/adapters/http/account/openapi-profile")).OpenApiProfile(client),
    { profile: true, updateProfile: true, deleteAccount: true, sendEmailVerification: true, verifyEmail: true },
  );
  bindLazy<WalletPort>(
    container,
    P.wallet,
    async (client, exponent) => new (await import("@/adapters/http/wallet/openapi-wallet")).OpenApiWallet(client, exponent),
    { transactions: true, addCredit: true, shareCredit: true, withdraw: true, bankWithdrawal: true },
  );
  bindLazy<FavouritesPort>(
    container,
    P.favourites,
    async (client) => new (await import("@/adapters/http/favourites/openapi-favourites")).OpenApiFavourites(client),
    { list: true, add: true, remove: true },
  );
  bindLazy<NotificationsPort>(
    container,
    P.notifications,
    async (client) => new (await import("@/adapters/http/notifications/openapi-notifications")).OpenApiNotifications(client),
    { list: true, markRead: true, markAllRead: true },
  );
  bindLazy<ContentPort>(
    container,
    P.content,
    async (client, exponent) => new (await import("@/adapters/http/content/openapi-content")).OpenApiContent(client, exponent),
    { faq: true, questionTypes: true, sendContactMessage: true, certificateOffers: true, purchaseCertificate: true },
  );
  bindLazy<WeeklyLimitPort>(
    container,
    P.weeklyLimit,
    async (client) => new (await import("@/adapters/http/checkout/openapi-weekly-limit")).OpenApiWeeklyLimit(client),
    { check: true },
  );
}

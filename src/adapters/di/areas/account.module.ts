import { ContainerModule } from "inversify";
import { ACCOUNT_TOKENS as ACCOUNT } from "@/application/account/account.tokens";
import { ChangePasswordUseCase } from "@/application/account/change-password.use-case";
import { DeleteAccountUseCase } from "@/application/account/delete-account.use-case";
import { LoadProfileUseCase } from "@/application/account/load-profile.use-case";
import { RegistrationStore } from "@/application/account/registration-store";
import { RequestPasswordResetUseCase } from "@/application/account/request-password-reset.use-case";
import { ResendOtpUseCase } from "@/application/account/resend-otp.use-case";
import { ResetPasswordUseCase } from "@/application/account/reset-password.use-case";
import { SendEmailVerificationUseCase } from "@/application/account/send-email-verification.use-case";
import { SignInUseCase } from "@/application/account/sign-in.use-case";
import { SignUpUseCase } from "@/application/account/sign-up.use-case";
import { UpdateProfileUseCase } from "@/application/account/update-profile.use-case";
import { VerifyEmailUseCase } from "@/application/account/verify-email.use-case";
import { VerifyOtpUseCase } from "@/application/account/verify-otp.use-case";
import { ListFavouritesUseCase } from "@/application/favourites/list-favourites.use-case";
import { RemoveFavouriteUseCase } from "@/application/favourites/remove-favourite.use-case";
import { ListNotificationsUseCase } from "@/application/notifications/list-notifications.use-case";
import { MarkAllNotificationsReadUseCase } from "@/application/notifications/mark-all-notifications-read.use-case";
import { MarkNotificationReadUseCase } from "@/application/notifications/mark-notification-read.use-case";
import { TOKENS as T } from "@/application/tokens";
import { OpenApiPasswordGateway } from "@/adapters/http/account/openapi-password-gateway";
import { OpenApiProfile } from "@/adapters/http/account/openapi-profile";
import { OpenApiRegistrationGateway } from "@/adapters/http/account/openapi-registration-gateway";
import { OpenApiFavourites } from "@/adapters/http/favourites/openapi-favourites";
import { OpenApiNotifications } from "@/adapters/http/notifications/openapi-notifications";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindClass } from "@/adapters/di/bind";
import { bindRemoteClass } from "@/adapters/di/bind-remote";

/**
 * The account area (SPEC §2): sign-up and OTP, sign-in, passwords, profile and e-mail,
 * favourites, notifications. No first view of /, /{slug}, /numbers or /checkout calls any of it.
 */
export const accountModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindRemoteClass(area, ACCOUNT.registrationGateway, OpenApiRegistrationGateway, [A.lottoApi]);
    bindRemoteClass(area, ACCOUNT.passwordGateway, OpenApiPasswordGateway, [A.lottoApi]);
    bindRemoteClass(area, ACCOUNT.profile, OpenApiProfile, [A.lottoApi]);
    bindRemoteClass(area, ACCOUNT.favourites, OpenApiFavourites, [A.lottoApi, T.logger]);
    bindRemoteClass(area, ACCOUNT.notifications, OpenApiNotifications, [A.lottoApi, T.logger]);

    bindClass(area, ACCOUNT.registrationStore, RegistrationStore, [T.sessionState, T.localStore, T.clock]);
    bindClass(area, ACCOUNT.signUp, SignUpUseCase, [
      ACCOUNT.registrationGateway,
      T.campaignStore,
      T.appHost,
      ACCOUNT.registrationStore,
    ]);
    bindClass(area, ACCOUNT.verifyOtp, VerifyOtpUseCase, [
      ACCOUNT.registrationGateway,
      T.startSession,
      ACCOUNT.registrationStore,
      T.navigator,
    ]);
    bindClass(area, ACCOUNT.resendOtp, ResendOtpUseCase, [ACCOUNT.registrationGateway, ACCOUNT.registrationStore]);
    bindClass(area, ACCOUNT.signIn, SignInUseCase, [T.loginWithPassword, ACCOUNT.registrationStore, T.navigator]);
    bindClass(area, ACCOUNT.requestPasswordReset, RequestPasswordResetUseCase, [ACCOUNT.passwordGateway]);
    bindClass(area, ACCOUNT.resetPassword, ResetPasswordUseCase, [ACCOUNT.passwordGateway]);
    bindClass(area, ACCOUNT.changePassword, ChangePasswordUseCase, [ACCOUNT.passwordGateway]);

    bindClass(area, ACCOUNT.loadProfile, LoadProfileUseCase, [ACCOUNT.profile]);
    bindClass(area, ACCOUNT.updateProfile, UpdateProfileUseCase, [ACCOUNT.profile, T.sessionStore, T.sessionState]);
    bindClass(area, ACCOUNT.deleteAccount, DeleteAccountUseCase, [ACCOUNT.profile, T.logout]);
    bindClass(area, ACCOUNT.verifyEmail, VerifyEmailUseCase, [ACCOUNT.profile, T.queryCache]);
    bindClass(area, ACCOUNT.sendEmailVerification, SendEmailVerificationUseCase, [ACCOUNT.profile]);
    bindClass(area, ACCOUNT.listFavourites, ListFavouritesUseCase, [ACCOUNT.favourites]);
    bindClass(area, ACCOUNT.removeFavourite, RemoveFavouriteUseCase, [ACCOUNT.favourites]);
    bindClass(area, ACCOUNT.listNotifications, ListNotificationsUseCase, [ACCOUNT.notifications]);
    bindClass(area, ACCOUNT.markNotificationRead, MarkNotificationReadUseCase, [ACCOUNT.notifications]);
    bindClass(area, ACCOUNT.markAllNotificationsRead, MarkAllNotificationsReadUseCase, [ACCOUNT.notifications]);
  });

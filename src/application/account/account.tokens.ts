import { token } from "@/application/di-token";
import type { ChangePasswordUseCase } from "@/application/account/change-password.use-case";
import type { DeleteAccountUseCase } from "@/application/account/delete-account.use-case";
import type { LoadProfileUseCase } from "@/application/account/load-profile.use-case";
import type { RegistrationStore } from "@/application/account/registration-store";
import type { RequestPasswordResetUseCase } from "@/application/account/request-password-reset.use-case";
import type { ResendOtpUseCase } from "@/application/account/resend-otp.use-case";
import type { ResetPasswordUseCase } from "@/application/account/reset-password.use-case";
import type { SendEmailVerificationUseCase } from "@/application/account/send-email-verification.use-case";
import type { SignInUseCase } from "@/application/account/sign-in.use-case";
import type { SignUpUseCase } from "@/application/account/sign-up.use-case";
import type { UpdateProfileUseCase } from "@/application/account/update-profile.use-case";
import type { VerifyEmailUseCase } from "@/application/account/verify-email.use-case";
import type { VerifyOtpUseCase } from "@/application/account/verify-otp.use-case";
import type { ListFavouritesUseCase } from "@/application/favourites/list-favourites.use-case";
import type { RemoveFavouriteUseCase } from "@/application/favourites/remove-favourite.use-case";
import type { ListNotificationsUseCase } from "@/application/notifications/list-notifications.use-case";
import type { MarkAllNotificationsReadUseCase } from "@/application/notifications/mark-all-notifications-read.use-case";
import type { MarkNotificationReadUseCase } from "@/application/notifications/mark-notification-read.use-case";
import type { FavouritesPort } from "@/application/ports/favourites.port";
import type { NotificationsPort } from "@/application/ports/notifications.port";
import type { PasswordGatewayPort } from "@/application/ports/password-gateway.port";
import type { ProfilePort } from "@/application/ports/profile.port";
import type { RegistrationGatewayPort } from "@/application/ports/registration-gateway.port";

/**
 * The account area: sign-up, sign-in, passwords and the account pages (SPEC §2), their ports and
 * use cases, bound by the account module; screens resolve them with useInjection.
 */
export const ACCOUNT_TOKENS = {
  registrationGateway: token<RegistrationGatewayPort>("RegistrationGatewayPort"),
  registrationStore: token<RegistrationStore>("RegistrationStore"),
  passwordGateway: token<PasswordGatewayPort>("PasswordGatewayPort"),
  profile: token<ProfilePort>("ProfilePort"),
  favourites: token<FavouritesPort>("FavouritesPort"),
  notifications: token<NotificationsPort>("NotificationsPort"),
  signUp: token<SignUpUseCase>("SignUpUseCase"),
  verifyOtp: token<VerifyOtpUseCase>("VerifyOtpUseCase"),
  resendOtp: token<ResendOtpUseCase>("ResendOtpUseCase"),
  signIn: token<SignInUseCase>("SignInUseCase"),
  requestPasswordReset: token<RequestPasswordResetUseCase>("RequestPasswordResetUseCase"),
  resetPassword: token<ResetPasswordUseCase>("ResetPasswordUseCase"),
  changePassword: token<ChangePasswordUseCase>("ChangePasswordUseCase"),
  loadProfile: token<LoadProfileUseCase>("LoadProfileUseCase"),
  updateProfile: token<UpdateProfileUseCase>("UpdateProfileUseCase"),
  deleteAccount: token<DeleteAccountUseCase>("DeleteAccountUseCase"),
  verifyEmail: token<VerifyEmailUseCase>("VerifyEmailUseCase"),
  sendEmailVerification: token<SendEmailVerificationUseCase>("SendEmailVerificationUseCase"),
  listFavourites: token<ListFavouritesUseCase>("ListFavouritesUseCase"),
  removeFavourite: token<RemoveFavouriteUseCase>("RemoveFavouriteUseCase"),
  listNotifications: token<ListNotificationsUseCase>("ListNotificationsUseCase"),
  markNotificationRead: token<MarkNotificationReadUseCase>("MarkNotificationReadUseCase"),
  markAllNotificationsRead: token<MarkAllNotificationsReadUseCase>("MarkAllNotificationsReadUseCase"),
} as const;

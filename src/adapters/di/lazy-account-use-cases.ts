/**
 * The account pages' use-case classes (profile, e-mail, favourites, notifications) in one module,
 * so they make one chunk, imported by the first call of any of them (docs/architecture-ports.md,
 * "Lazy use cases"). Only bind-account-use-cases.ts imports it, and only dynamically.
 */
export { DeleteAccountUseCase } from "@/application/account/delete-account.use-case";
export { LoadProfileUseCase } from "@/application/account/load-profile.use-case";
export { SendEmailVerificationUseCase } from "@/application/account/send-email-verification.use-case";
export { UpdateProfileUseCase } from "@/application/account/update-profile.use-case";
export { VerifyEmailUseCase } from "@/application/account/verify-email.use-case";
export { ListFavouritesUseCase } from "@/application/favourites/list-favourites.use-case";
export { RemoveFavouriteUseCase } from "@/application/favourites/remove-favourite.use-case";
export { ListNotificationsUseCase } from "@/application/notifications/list-notifications.use-case";
export { MarkAllNotificationsReadUseCase } from "@/application/notifications/mark-all-notifications-read.use-case";
export { MarkNotificationReadUseCase } from "@/application/notifications/mark-notification-read.use-case";

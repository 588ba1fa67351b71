import type { Container } from "inversify";
import { ACCOUNT_TOKENS as A } from "@/application/account/account.tokens";
import { CONTENT_TOKENS as C } from "@/application/content/content.tokens";
import { GamesOnSaleUseCase } from "@/application/content/games-on-sale.use-case";
import { PastDrawsUseCase } from "@/application/content/past-draws.use-case";
import { TOKENS as T } from "@/application/tokens";
import { WALLET_TOKENS as W } from "@/application/wallet/wallet.tokens";
import { bindClass } from "@/adapters/di/bind";
import { bindLazyClass as lazy } from "@/adapters/di/lazy-use-case";

/**
 * Sign-up, sign-in, passwords (SPEC §2 auth pages): none is called by a first view of /, /{slug},
 * /numbers, /checkout or /thank-you, so each module is imported on its first call
 * (docs/architecture-ports.md, "Lazy use cases").
 */
function bindAuth(container: Container): void {
  lazy(container, A.signUp, async () => (await import("@/application/account/sign-up.use-case")).SignUpUseCase, [
    T.registrationGateway, T.campaignStore, T.appHost, T.sessionState,
  ]);
  lazy(container, A.verifyOtp, async () => (await import("@/application/account/verify-otp.use-case")).VerifyOtpUseCase, [
    T.registrationGateway, T.startSession, T.sessionState, T.navigator,
  ]);
  lazy(container, A.resendOtp, async () => (await import("@/application/account/resend-otp.use-case")).ResendOtpUseCase, [
    T.registrationGateway, T.sessionState,
  ]);
  lazy(container, A.signIn, async () => (await import("@/application/account/sign-in.use-case")).SignInUseCase, [
    T.loginWithPassword, T.sessionState, T.navigator,
  ]);
  lazy(container, A.requestPasswordReset, async () =>
    (await import("@/application/account/request-password-reset.use-case")).RequestPasswordResetUseCase, [T.passwordGateway]);
  lazy(container, A.resetPassword, async () =>
    (await import("@/application/account/reset-password.use-case")).ResetPasswordUseCase, [T.passwordGateway]);
  lazy(container, A.changePassword, async () =>
    (await import("@/application/account/change-password.use-case")).ChangePasswordUseCase, [T.passwordGateway]);
}

/** Profile, favourites, notifications (SPEC §2 account pages): signed-in screens only, imported on first call. */
function bindAccountPages(container: Container): void {
  lazy(container, A.loadProfile, async () => (await import("@/application/account/load-profile.use-case")).LoadProfileUseCase, [T.profile]);
  lazy(container, A.updateProfile, async () => (await import("@/application/account/update-profile.use-case")).UpdateProfileUseCase, [
    T.profile, T.sessionStore, T.sessionState,
  ]);
  lazy(container, A.deleteAccount, async () => (await import("@/application/account/delete-account.use-case")).DeleteAccountUseCase, [
    T.profile, T.logout,
  ]);
  lazy(container, A.verifyEmail, async () => (await import("@/application/account/verify-email.use-case")).VerifyEmailUseCase, [
    T.profile, T.sessionStore, T.sessionState,
  ]);
  lazy(container, A.sendEmailVerification, async () =>
    (await import("@/application/account/send-email-verification.use-case")).SendEmailVerificationUseCase, [T.profile]);
  lazy(container, A.listFavourites, async () =>
    (await import("@/application/favourites/list-favourites.use-case")).ListFavouritesUseCase, [T.favourites]);
  lazy(container, A.removeFavourite, async () =>
    (await import("@/application/favourites/remove-favourite.use-case")).RemoveFavouriteUseCase, [T.favourites]);
  lazy(container, A.listNotifications, async () =>
    (await import("@/application/notifications/list-notifications.use-case")).ListNotificationsUseCase, [T.notifications]);
  lazy(container, A.markNotificationRead, async () =>
    (await import("@/application/notifications/mark-notification-read.use-case")).MarkNotificationReadUseCase, [T.notifications]);
  lazy(container, A.markAllNotificationsRead, async () =>
    (await import("@/application/notifications/mark-all-notifications-read.use-case")).MarkAllNotificationsReadUseCase, [T.notifications]);
}

/** The wallet (SPEC §1 wallet sections): signed-in screens only, imported on first call. */
function bindWallet(container: Container): void {
  lazy(container, W.walletTransactions, async () =>
    (await import("@/application/wallet/wallet-transactions.use-case")).WalletTransactionsUseCase, [T.wallet]);
  lazy(container, W.addCredit, async () => (await import("@/application/wallet/add-credit.use-case")).AddCreditUseCase, [T.wallet, T.sessionState]);
  lazy(container, W.shareCredit, async () => (await import("@/application/wallet/share-credit.use-case")).ShareCreditUseCase, [
    T.wallet, T.sessionState,
  ]);
  lazy(container, W.withdraw, async () => (await import("@/application/wallet/withdraw.use-case")).WithdrawUseCase, [T.wallet, T.sessionState]);
  lazy(container, W.bankWithdrawal, async () => (await import("@/application/wallet/bank-withdrawal.use-case")).BankWithdrawalUseCase, [
    T.wallet, T.sessionState,
  ]);
}

/**
 * The information pages (SPEC §2). Games on sale and past draws stay eager: the home page calls
 * them on its first view. FAQ, contact, prize breakdown and watch-live are imported on first call.
 */
function bindContent(container: Container): void {
  bindClass(container, C.pastDraws, PastDrawsUseCase, [T.gameCatalog]);
  bindClass(container, C.gamesOnSale, GamesOnSaleUseCase, [T.gameCatalog]);
  lazy(container, C.loadFaq, async () => (await import("@/application/content/load-faq.use-case")).LoadFaqUseCase, [T.content]);
  lazy(container, C.loadQuestionTypes, async () =>
    (await import("@/application/content/load-question-types.use-case")).LoadQuestionTypesUseCase, [T.content]);
  lazy(container, C.sendContactMessage, async () =>
    (await import("@/application/content/send-contact-message.use-case")).SendContactMessageUseCase, [T.content]);
  lazy(container, C.prizeBreakdown, async () =>
    (await import("@/application/content/prize-breakdown.use-case")).PrizeBreakdownUseCase, [T.gameCatalog]);
  lazy(container, C.nextDraw, async () => (await import("@/application/content/next-draw.use-case")).NextDrawUseCase, [T.gameCatalog, T.clock]);
}

/** Every use case of the account, wallet and information screens. */
export function bindAccountUseCases(container: Container): void {
  bindAuth(container);
  bindAccountPages(container);
  bindWallet(container);
  bindContent(container);
}

import type { Container } from "inversify";
import { ACCOUNT_TOKENS as A } from "@/application/account/account.tokens";
import { ChangePasswordUseCase } from "@/application/account/change-password.use-case";
import { DeleteAccountUseCase } from "@/application/account/delete-account.use-case";
import { LoadProfileUseCase } from "@/application/account/load-profile.use-case";
import { RequestPasswordResetUseCase } from "@/application/account/request-password-reset.use-case";
import { ResendOtpUseCase } from "@/application/account/resend-otp.use-case";
import { ResetPasswordUseCase } from "@/application/account/reset-password.use-case";
import { SendEmailVerificationUseCase } from "@/application/account/send-email-verification.use-case";
import { SignInUseCase } from "@/application/account/sign-in.use-case";
import { SignUpUseCase } from "@/application/account/sign-up.use-case";
import { UpdateProfileUseCase } from "@/application/account/update-profile.use-case";
import { VerifyEmailUseCase } from "@/application/account/verify-email.use-case";
import { VerifyOtpUseCase } from "@/application/account/verify-otp.use-case";
import { CONTENT_TOKENS as C } from "@/application/content/content.tokens";
import { GamesOnSaleUseCase } from "@/application/content/games-on-sale.use-case";
import { LoadFaqUseCase } from "@/application/content/load-faq.use-case";
import { LoadQuestionTypesUseCase } from "@/application/content/load-question-types.use-case";
import { NextDrawUseCase } from "@/application/content/next-draw.use-case";
import { PastDrawsUseCase } from "@/application/content/past-draws.use-case";
import { PrizeBreakdownUseCase } from "@/application/content/prize-breakdown.use-case";
import { SendContactMessageUseCase } from "@/application/content/send-contact-message.use-case";
import { ListFavouritesUseCase } from "@/application/favourites/list-favourites.use-case";
import { RemoveFavouriteUseCase } from "@/application/favourites/remove-favourite.use-case";
import { ListNotificationsUseCase } from "@/application/notifications/list-notifications.use-case";
import { MarkAllNotificationsReadUseCase } from "@/application/notifications/mark-all-notifications-read.use-case";
import { MarkNotificationReadUseCase } from "@/application/notifications/mark-notification-read.use-case";
import { TOKENS as T } from "@/application/tokens";
import { AddCreditUseCase } from "@/application/wallet/add-credit.use-case";
import { BankWithdrawalUseCase } from "@/application/wallet/bank-withdrawal.use-case";
import { ShareCreditUseCase } from "@/application/wallet/share-credit.use-case";
import { WALLET_TOKENS as W } from "@/application/wallet/wallet.tokens";
import { WalletTransactionsUseCase } from "@/application/wallet/wallet-transactions.use-case";
import { WithdrawUseCase } from "@/application/wallet/withdraw.use-case";
import { bindClass } from "@/adapters/di/bind";

/** Sign-up, passwords, profile, favourites, notifications (SPEC §2 account pages). */
function bindAccount(container: Container): void {
  bindClass(container, A.signUp, SignUpUseCase, [T.registrationGateway, T.campaignStore, T.appHost, T.sessionState]);
  bindClass(container, A.verifyOtp, VerifyOtpUseCase, [T.registrationGateway, T.startSession, T.sessionState, T.navigator]);
  bindClass(container, A.resendOtp, ResendOtpUseCase, [T.registrationGateway, T.sessionState]);
  bindClass(container, A.signIn, SignInUseCase, [T.loginWithPassword, T.sessionState, T.navigator]);
  bindClass(container, A.requestPasswordReset, RequestPasswordResetUseCase, [T.passwordGateway]);
  bindClass(container, A.resetPassword, ResetPasswordUseCase, [T.passwordGateway]);
  bindClass(container, A.changePassword, ChangePasswordUseCase, [T.passwordGateway]);
  bindClass(container, A.loadProfile, LoadProfileUseCase, [T.profile]);
  bindClass(container, A.updateProfile, UpdateProfileUseCase, [T.profile, T.sessionStore, T.sessionState]);
  bindClass(container, A.deleteAccount, DeleteAccountUseCase, [T.profile, T.logout]);
  bindClass(container, A.verifyEmail, VerifyEmailUseCase, [T.profile, T.sessionStore, T.sessionState]);
  bindClass(container, A.sendEmailVerification, SendEmailVerificationUseCase, [T.profile]);
  bindClass(container, A.listFavourites, ListFavouritesUseCase, [T.favourites]);
  bindClass(container, A.removeFavourite, RemoveFavouriteUseCase, [T.favourites]);
  bindClass(container, A.listNotifications, ListNotificationsUseCase, [T.notifications]);
  bindClass(container, A.markNotificationRead, MarkNotificationReadUseCase, [T.notifications]);
  bindClass(container, A.markAllNotificationsRead, MarkAllNotificationsReadUseCase, [T.notifications]);
}

/** The wallet (SPEC §1 wallet sections) and the information pages (SPEC §2). */
function bindWalletAndContent(container: Container): void {
  bindClass(container, W.walletTransactions, WalletTransactionsUseCase, [T.wallet]);
  bindClass(container, W.addCredit, AddCreditUseCase, [T.wallet, T.sessionState]);
  bindClass(container, W.shareCredit, ShareCreditUseCase, [T.wallet, T.sessionState]);
  bindClass(container, W.withdraw, WithdrawUseCase, [T.wallet, T.sessionState]);
  bindClass(container, W.bankWithdrawal, BankWithdrawalUseCase, [T.wallet, T.sessionState]);
  bindClass(container, C.loadFaq, LoadFaqUseCase, [T.content]);
  bindClass(container, C.loadQuestionTypes, LoadQuestionTypesUseCase, [T.content]);
  bindClass(container, C.sendContactMessage, SendContactMessageUseCase, [T.content]);
  bindClass(container, C.pastDraws, PastDrawsUseCase, [T.gameCatalog]);
  bindClass(container, C.prizeBreakdown, PrizeBreakdownUseCase, [T.gameCatalog]);
  bindClass(container, C.gamesOnSale, GamesOnSaleUseCase, [T.gameCatalog]);
  bindClass(container, C.nextDraw, NextDrawUseCase, [T.gameCatalog, T.clock]);
}

/** Every use case of the account, wallet and information screens. */
export function bindAccountUseCases(container: Container): void {
  bindAccount(container);
  bindWalletAndContent(container);
}

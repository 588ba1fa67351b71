import type { Container } from "inversify";
import { ACCOUNT_TOKENS as A } from "@/application/account/account.tokens";
import { CONTENT_TOKENS as C } from "@/application/content/content.tokens";
import { GamesOnSaleUseCase } from "@/application/content/games-on-sale.use-case";
import { PastDrawsUseCase } from "@/application/content/past-draws.use-case";
import { TOKENS as T } from "@/application/tokens";
import { WALLET_TOKENS as W } from "@/application/wallet/wallet.tokens";
import { bindClass } from "@/adapters/di/bind";
import { bindLazyClass as lazy } from "@/adapters/di/lazy-use-case";

/** One import per area (each a chunk of its own), shared by the area's use cases. */
const auth = () => import("@/adapters/di/lazy-auth-use-cases");
const account = () => import("@/adapters/di/lazy-account-use-cases");
const wallet = () => import("@/adapters/di/lazy-wallet-use-cases");
const content = () => import("@/adapters/di/lazy-content-use-cases");

/**
 * Sign-up, sign-in, passwords (SPEC §2 auth pages): none is called by a first view of /, /{slug},
 * /numbers, /checkout or /thank-you, so their chunk is imported by the first call of any of them
 * (docs/architecture-ports.md, "Lazy use cases").
 */
function bindAuth(container: Container): void {
  lazy(container, A.signUp, async () => (await auth()).SignUpUseCase, [
    T.registrationGateway, T.campaignStore, T.appHost, T.sessionState,
  ]);
  lazy(container, A.verifyOtp, async () => (await auth()).VerifyOtpUseCase, [
    T.registrationGateway, T.startSession, T.sessionState, T.navigator,
  ]);
  lazy(container, A.resendOtp, async () => (await auth()).ResendOtpUseCase, [
    T.registrationGateway, T.sessionState,
  ]);
  lazy(container, A.signIn, async () => (await auth()).SignInUseCase, [
    T.loginWithPassword, T.sessionState, T.navigator,
  ]);
  lazy(container, A.requestPasswordReset, async () => (await auth()).RequestPasswordResetUseCase, [T.passwordGateway]);
  lazy(container, A.resetPassword, async () => (await auth()).ResetPasswordUseCase, [T.passwordGateway]);
  lazy(container, A.changePassword, async () => (await auth()).ChangePasswordUseCase, [T.passwordGateway]);
}

/** Profile, favourites, notifications (SPEC §2 account pages): signed-in screens only, imported on first call. */
function bindAccountPages(container: Container): void {
  lazy(container, A.loadProfile, async () => (await account()).LoadProfileUseCase, [T.profile]);
  lazy(container, A.updateProfile, async () => (await account()).UpdateProfileUseCase, [
    T.profile, T.sessionStore, T.sessionState,
  ]);
  lazy(container, A.deleteAccount, async () => (await account()).DeleteAccountUseCase, [
    T.profile, T.logout,
  ]);
  lazy(container, A.verifyEmail, async () => (await account()).VerifyEmailUseCase, [T.profile, T.queryCache]);
  lazy(container, A.sendEmailVerification, async () => (await account()).SendEmailVerificationUseCase, [T.profile]);
  lazy(container, A.listFavourites, async () => (await account()).ListFavouritesUseCase, [T.favourites]);
  lazy(container, A.removeFavourite, async () => (await account()).RemoveFavouriteUseCase, [T.favourites]);
  lazy(container, A.listNotifications, async () => (await account()).ListNotificationsUseCase, [T.notifications]);
  lazy(container, A.markNotificationRead, async () => (await account()).MarkNotificationReadUseCase, [T.notifications]);
  lazy(container, A.markAllNotificationsRead, async () => (await account()).MarkAllNotificationsReadUseCase, [T.notifications]);
}

/** The wallet (SPEC §1 wallet sections): signed-in screens only, imported on first call. */
function bindWallet(container: Container): void {
  lazy(container, W.walletTransactions, async () => (await wallet()).WalletTransactionsUseCase, [T.wallet]);
  lazy(container, W.addCredit, async () => (await wallet()).AddCreditUseCase, [T.wallet, T.sessionState]);
  lazy(container, W.shareCredit, async () => (await wallet()).ShareCreditUseCase, [
    T.wallet, T.sessionState,
  ]);
  lazy(container, W.withdraw, async () => (await wallet()).WithdrawUseCase, [T.wallet, T.sessionState]);
  lazy(container, W.bankWithdrawal, async () => (await wallet()).BankWithdrawalUseCase, [
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
  lazy(container, C.loadFaq, async () => (await content()).LoadFaqUseCase, [T.content]);
  lazy(container, C.loadQuestionTypes, async () => (await content()).LoadQuestionTypesUseCase, [T.content]);
  lazy(container, C.sendContactMessage, async () => (await content()).SendContactMessageUseCase, [T.content]);
  lazy(container, C.prizeBreakdown, async () => (await content()).PrizeBreakdownUseCase, [T.gameCatalog]);
  lazy(container, C.nextDraw, async () => (await content()).NextDrawUseCase, [T.gameCatalog, T.clock]);
}

/** Every use case of the account, wallet and information screens. */
export function bindAccountUseCases(container: Container): void {
  bindAuth(container);
  bindAccountPages(container);
  bindWallet(container);
  bindContent(container);
}

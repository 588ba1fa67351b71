import { PROFILE_CACHE_KEY } from "@/application/account/profile-cache";

/**
 * Every query and mutation key of the shop, from one place: a query's key here is what a
 * mutation's onSuccess invalidates, so the two can never drift apart. A prefix (`account.all`,
 * `wallet.all`) matches every key under it.
 */
export const queryKeys = {
  games: ["games"] as const,
  account: {
    all: ["account"] as const,
    profile: PROFILE_CACHE_KEY,
    notifications: ["account", "notifications"] as const,
    notificationsPage: (page: number) => ["account", "notifications", page] as const,
    favourites: ["account", "favourites"] as const,
    verifyEmail: (token: string) => ["account", "verify-email", token] as const,
  },
  checkout: {
    weeklyLimit: ["checkout", "weekly-limit"] as const,
    weeklyLimitOf: (userId: number, quantity: number) => ["checkout", "weekly-limit", userId, quantity] as const,
  },
  content: {
    faq: (locale: string) => ["content", "faq", locale] as const,
    questionTypes: (locale: string) => ["content", "question-types", locale] as const,
    draws: (gameSlug: string | undefined) => ["content", "draws", gameSlug ?? "all"] as const,
    prizeBreakdown: (gameSlug: string) => ["content", "prize-breakdown", gameSlug] as const,
    nextDraw: ["content", "next-draw"] as const,
  },
  wallet: {
    all: ["wallet"] as const,
    transactions: (page: number) => ["wallet", "transactions", page] as const,
  },
  certificates: {
    offers: ["certificates", "offers"] as const,
  },
} as const;

/** The keys of the writes: a mutation's key names what it changes (pending state is read by key). */
export const mutationKeys = {
  session: {
    logout: ["session", "logout"] as const,
  },
  account: {
    signIn: ["account", "sign-in"] as const,
    signUp: ["account", "sign-up"] as const,
    verifyOtp: ["account", "verify-otp"] as const,
    resendOtp: ["account", "resend-otp"] as const,
    requestPasswordReset: ["account", "request-password-reset"] as const,
    resetPassword: ["account", "reset-password"] as const,
    sendEmailVerification: ["account", "send-email-verification"] as const,
    updateProfile: ["account", "update-profile"] as const,
    changePassword: ["account", "change-password"] as const,
    deleteAccount: ["account", "delete-account"] as const,
    removeFavourite: ["account", "remove-favourite"] as const,
    markNotificationRead: ["account", "mark-notification-read"] as const,
    markAllNotificationsRead: ["account", "mark-all-notifications-read"] as const,
    answerAccountSwitch: ["account", "answer-account-switch"] as const,
  },
  checkout: {
    pay: ["checkout", "pay"] as const,
    redeemVoucher: ["checkout", "redeem-voucher"] as const,
    removeVoucher: ["checkout", "remove-voucher"] as const,
    removeCartItem: ["checkout", "remove-cart-item"] as const,
    syncCart: ["checkout", "sync-cart"] as const,
  },
  play: {
    addTicketToCart: ["play", "add-ticket-to-cart"] as const,
  },
  wallet: {
    addCredit: ["wallet", "add-credit"] as const,
    shareCredit: ["wallet", "share-credit"] as const,
    withdraw: ["wallet", "withdraw"] as const,
    bankWithdrawal: ["wallet", "bank-withdrawal"] as const,
  },
  content: {
    sendContactMessage: ["content", "send-contact-message"] as const,
  },
  certificates: {
    purchase: ["certificates", "purchase"] as const,
  },
} as const;

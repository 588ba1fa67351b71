import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { SIGN_IN_LINK_TOKENS } from "@/application/auth/sign-in-link.tokens";
import type { Injector } from "@/application/di-token";
import { fromArea } from "./area-use-case";
import { mutationKeys, queryKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * The account area's writes (SPEC §2 forms, §4 sessions), one use case each, resolved from the
 * container when the write runs. A mutation's data is the use case's answer (a Result): a refusal
 * is an answer the form shows, with what the user entered kept, not a thrown error. What a write
 * changes in the query cache is said here, in onSuccess, never in a screen.
 */
type Uc<K extends keyof typeof ACCOUNT_TOKENS> = InputOf<(typeof ACCOUNT_TOKENS)[K]>;

/**
 * A session began (sign-in, a verified sign-up): whatever was read for the visitor before is read
 * again for the player (the profile, the wallet, the weekly limit).
 */
const signedIn = (answer: Result.Result<unknown, unknown>, client: QueryClient) =>
  Result.isSuccess(answer)
    ? Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.account.all }),
        client.invalidateQueries({ queryKey: queryKeys.wallet.all }),
        client.invalidateQueries({ queryKey: queryKeys.checkout.weeklyLimit }),
      ])
    : undefined;

/**
 * SPEC §2 /login, §4: the use case completes the login and redirects (returnUrl, /checkout with a
 * cart, /); an unverified phone goes on to the OTP page. Signed in: the session's queries are stale.
 */
export const signInMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.signIn,
    mutationFn: (input: Uc<"signIn">) => injector.get(ACCOUNT_TOKENS.signIn).execute(input),
    onSuccess: (answer, _input, _onMutate, { client }) => signedIn(answer, client),
  });

/** SPEC §2 /register, §3: the sign-up (campaign and platform added by the use case) starts the OTP step. */
export const signUpMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.signUp,
    mutationFn: (input: Uc<"signUp">) => injector.get(ACCOUNT_TOKENS.signUp).execute(input),
  });

/** SPEC §2 /register/otp: the right code signs the new player in, so the session's queries are stale. */
export const verifyOtpMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.verifyOtp,
    mutationFn: (input: Uc<"verifyOtp">) => injector.get(ACCOUNT_TOKENS.verifyOtp).execute(input),
    onSuccess: (answer, _input, _onMutate, { client }) => signedIn(answer, client),
  });

/** SPEC §9: a new code (sign-up or password reset); the answer carries the next wait. */
export const resendOtpMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.resendOtp,
    mutationFn: (input: Uc<"resendOtp">) => injector.get(ACCOUNT_TOKENS.resendOtp).execute(input),
  });

/** SPEC §2 /forgot-password, step 1: a reset code to the phone. */
export const requestPasswordResetMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.requestPasswordReset,
    mutationFn: (input: Uc<"requestPasswordReset">) => injector.get(ACCOUNT_TOKENS.requestPasswordReset).execute(input),
  });

/** SPEC §2 /forgot-password, last step: the code and the new password. */
export const resetPasswordMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.resetPassword,
    mutationFn: (input: Uc<"resetPassword">) => injector.get(ACCOUNT_TOKENS.resetPassword).execute(input),
  });

/** SPEC §2 /email-confirmation: the confirmation link sent again. */
export const sendEmailVerificationMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.sendEmailVerification,
    mutationFn: () => injector.get(ACCOUNT_TOKENS.sendEmailVerification).execute(),
  });

/** SPEC §2 /change-password. */
export const changePasswordMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.changePassword,
    mutationFn: (input: Uc<"changePassword">) => injector.get(ACCOUNT_TOKENS.changePassword).execute(input),
  });

/**
 * SPEC §2 /delete-account: deleted, the use case logs out (SPEC §4), which empties the whole query
 * cache and ends at /login; nothing is left here to invalidate.
 */
export const deleteAccountMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.deleteAccount,
    mutationFn: (input: Uc<"deleteAccount">) => injector.get(ACCOUNT_TOKENS.deleteAccount).execute(input),
  });

/** SPEC §2 /personal-detail: the saved profile is the cached one at once (no second read). */
export const updateProfileMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.updateProfile,
    mutationFn: (update: Uc<"updateProfile">) => injector.get(ACCOUNT_TOKENS.updateProfile).execute(update),
    onSuccess: (answer, _update, _onMutate, { client }) => {
      if (Result.isSuccess(answer)) client.setQueryData(queryKeys.account.profile, answer.success);
    },
  });

/**
 * SPEC §2 /favourite: remove one saved set. Whatever the answer, the list is read again, so it shows
 * what the server has (a refusal may mean it was already gone).
 */
export const removeFavouriteMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.removeFavourite,
    mutationFn: (input: Uc<"removeFavourite">) => injector.get(ACCOUNT_TOKENS.removeFavourite).execute(input),
    onSuccess: (_answer, _input, _onMutate, { client }) => client.invalidateQueries({ queryKey: queryKeys.account.favourites }),
  });

/** SPEC §2 /notifications: mark one read; every page and the unread count are read again. */
export const markNotificationReadMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.markNotificationRead,
    mutationFn: (input: Uc<"markNotificationRead">) => injector.get(ACCOUNT_TOKENS.markNotificationRead).execute(input),
    onSuccess: (_answer, _input, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.account.notifications }),
  });

/** SPEC §2 /notifications: mark all read; every page and the unread count are read again. */
export const markAllNotificationsReadMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.markAllNotificationsRead,
    mutationFn: () => injector.get(ACCOUNT_TOKENS.markAllNotificationsRead).execute(),
    onSuccess: (_answer, _input, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.account.notifications }),
  });

/**
 * Issue 13, SPEC §2 token in the URL: the player's answer to "switch accounts?". The use case resets
 * the query cache itself when the switch went through (it must happen between the new session and
 * the first read with its token, which only the use case sees).
 */
export const answerAccountSwitchMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.answerAccountSwitch,
    mutationFn: async (input: InputOf<typeof SIGN_IN_LINK_TOKENS.answerAccountSwitch>) =>
      (await fromArea(injector, "signInLink", SIGN_IN_LINK_TOKENS.answerAccountSwitch)).execute(input),
  });

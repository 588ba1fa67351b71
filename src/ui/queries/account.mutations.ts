import { mutationOptions } from "@tanstack/react-query";
import { Result } from "effect";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import type { Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { mutationKeys, queryKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * The account area's writes (SPEC §2 forms, §4 sessions), one use case each, resolved from the
 * container when the write runs. A mutation's data is the use case's answer (a Result): a refusal
 * is an answer the form shows, with what the user entered kept, not a thrown error. What a write
 * changes in the query cache is said here, in onSuccess, never in a screen.
 */
type Uc<K extends keyof typeof ACCOUNT_TOKENS> = InputOf<(typeof ACCOUNT_TOKENS)[K]>;

/** SPEC §2 /login: the password sign-in (completes the login and its redirect, SPEC §4). */
export const signInMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.signIn,
    mutationFn: (input: Uc<"signIn">) => injector.get(ACCOUNT_TOKENS.signIn).execute(input),
  });

/** SPEC §2 /register: the account is created and an OTP sent. */
export const signUpMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.signUp,
    mutationFn: (input: Uc<"signUp">) => injector.get(ACCOUNT_TOKENS.signUp).execute(input),
  });

/** SPEC §2 /register/otp: the code that confirms the phone (then the session starts, SPEC §4). */
export const verifyOtpMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.verifyOtp,
    mutationFn: (input: Uc<"verifyOtp">) => injector.get(ACCOUNT_TOKENS.verifyOtp).execute(input),
  });

/** SPEC §2: a new code by SMS (registration or password reset). */
export const resendOtpMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.resendOtp,
    mutationFn: (input: Uc<"resendOtp">) => injector.get(ACCOUNT_TOKENS.resendOtp).execute(input),
  });

/** SPEC §2 /forgot-password, step 1: a code to the phone. */
export const requestPasswordResetMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.requestPasswordReset,
    mutationFn: (input: Uc<"requestPasswordReset">) => injector.get(ACCOUNT_TOKENS.requestPasswordReset).execute(input),
  });

/** SPEC §2 /forgot-password, last step: the new password with the code. */
export const resetPasswordMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.resetPassword,
    mutationFn: (input: Uc<"resetPassword">) => injector.get(ACCOUNT_TOKENS.resetPassword).execute(input),
  });

/** SPEC §2 /email-confirmation: send the verification mail again. */
export const sendEmailVerificationMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.sendEmailVerification,
    mutationFn: () => injector.get(ACCOUNT_TOKENS.sendEmailVerification).execute(),
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

/** SPEC §2 /change-password. */
export const changePasswordMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.changePassword,
    mutationFn: (input: Uc<"changePassword">) => injector.get(ACCOUNT_TOKENS.changePassword).execute(input),
  });

/** SPEC §2 /delete-account (the use case ends the session on success). */
export const deleteAccountMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.deleteAccount,
    mutationFn: (input: Uc<"deleteAccount">) => injector.get(ACCOUNT_TOKENS.deleteAccount).execute(input),
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

/** SPEC §4: the answer to "switch to the other account?" (the use case resets the cache on accept). */
export const answerAccountSwitchMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.account.answerAccountSwitch,
    mutationFn: (input: { readonly accept: boolean }) => injector.get(TOKENS.answerAccountSwitch).execute(input),
  });

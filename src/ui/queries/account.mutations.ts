import { mutationOptions } from "@tanstack/react-query";
import { Result } from "effect";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import type { Injector } from "@/application/di-token";
import { mutationKeys, queryKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * The account area's writes (SPEC §2 forms, §4 sessions), one use case each, resolved from the
 * container when the write runs. A mutation's data is the use case's answer (a Result): a refusal
 * is an answer the form shows, with what the user entered kept, not a thrown error. What a write
 * changes in the query cache is said here, in onSuccess, never in a screen.
 */
type Uc<K extends keyof typeof ACCOUNT_TOKENS> = InputOf<(typeof ACCOUNT_TOKENS)[K]>;

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

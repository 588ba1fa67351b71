import { queryOptions } from "@tanstack/react-query";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import type { Injector } from "@/application/di-token";
import { queryKeys } from "./query-keys";
import { fromArea } from "./area-use-case";
import { orThrow } from "./remote-query";

/**
 * The signed-in user's profile (SPEC §2 /personal-detail, /email-confirmation): read when a page
 * needs it, never kept in local storage (issue 13); one key for every page.
 */
export const profileQuery = (injector: Injector) =>
  // The injector is the app's container, the same for its whole life: what is read is in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: queryKeys.account.profile,
    // The account area's use case: loaded by /personal-detail's route, by the wallet's share step here.
    queryFn: async () => orThrow((await fromArea(injector, "account", ACCOUNT_TOKENS.loadProfile)).execute()),
  });

/** One page of notifications with the unread count (SPEC §2 /notifications). */
export const notificationsQuery = (injector: Injector, page: number) =>
  queryOptions({
    queryKey: queryKeys.account.notificationsPage(page),
    queryFn: () => orThrow(injector.get(ACCOUNT_TOKENS.listNotifications).execute({ page })),
  });

/** The saved number sets (SPEC §2 /favourite). */
export const favouritesQuery = (injector: Injector) =>
  queryOptions({
    queryKey: queryKeys.account.favourites,
    queryFn: () => orThrow(injector.get(ACCOUNT_TOKENS.listFavourites).execute()),
  });

/** SPEC §2 /confirm/verify-email: one verification per token (a query, so it is sent once). */
export const verifyEmailQuery = (injector: Injector, token: string) =>
  queryOptions({
    queryKey: queryKeys.account.verifyEmail(token),
    queryFn: () => orThrow(injector.get(ACCOUNT_TOKENS.verifyEmail).execute({ token })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Issue 13 point 6: the signed-in user's profile (phone, email, address, nationality…) is not kept
 * in local storage; pages that show it read it through the query cache under this one key, and use
 * cases that learn it changed mark it stale there (QueryCachePort.invalidate).
 */
export const PROFILE_CACHE_KEY = ["account", "profile"] as const;

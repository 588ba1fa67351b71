/**
 * Moving between the shop's own pages (SPEC §2: after login, logout and the 401 rule the user is
 * sent somewhere; the `token` query parameter is removed from the address bar).
 */
export interface NavigatorPort {
  /** Go to a site-relative path (with query and hash), adding a history entry. */
  go(path: string): void;
  /** Show another site-relative address in place of the current one, without a history entry. */
  replace(path: string): void;
}

/**
 * SPEC §4 Auth: logged in when a token is present and the authenticated flag is set, or when a
 * token is in the URL (which then logs the user in, SPEC §2).
 */
export const isLoggedIn = (input: {
  readonly token: string | null | undefined;
  readonly authenticated: boolean;
  readonly urlToken?: string | null | undefined;
}): boolean => {
  const present = (value: string | null | undefined): boolean => value !== null && value !== undefined && value.trim() !== "";
  return (present(input.token) && input.authenticated) || present(input.urlToken);
};

import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";
import { safeReturnUrl } from "@/domain/routing/return-url";
import { voucherCodeParam } from "@/domain/validation/voucher-code.schema";
import { searchWithoutToken } from "@/ui/app/access-guard";
import { VOUCHER_PARAM } from "@/ui/app/search-params";
import { useLocaleParams } from "@/ui/app/use-locale-params";

/**
 * SPEC §2 returnUrl, §6: a guest's voucher goes to sign-in with the way back to this checkout
 * carrying the code (/ar/login?returnUrl=%2Far%2Fcheckout%3Fvoucher%3DSAVE10), built as the green
 * certificates page builds its own: this page's address, its access token left out, the code set.
 * The returnUrl passes the safe-returnUrl rule here and again in /login's validateSearch. A code the
 * address cannot carry (VoucherCodeParam) comes back to the checkout without it.
 */
export const useSignInToRedeem = (): ((code: string) => void) => {
  const navigate = useNavigate();
  const { locale } = useLocaleParams();
  const location = useRouterState({ select: (state) => state.location });
  return useCallback(
    (code: string) => {
      const search = new URLSearchParams(searchWithoutToken(location.searchStr));
      const carried = voucherCodeParam(code);
      if (carried === undefined) search.delete(VOUCHER_PARAM);
      else search.set(VOUCHER_PARAM, carried);
      const query = search.toString();
      const returnUrl = safeReturnUrl(query === "" ? location.pathname : `${location.pathname}?${query}`) ?? undefined;
      void navigate({ to: "/{-$locale}/login", params: { locale }, search: { returnUrl } });
    },
    [locale, location.pathname, location.searchStr, navigate],
  );
};

/**
 * Takes `?voucher=` off the address once the checkout has used it: a replace, so neither a reload
 * nor Back redeems it again.
 */
export const useVoucherParamUsed = (): (() => void) => {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate({ to: ".", search: ({ voucher: _used, ...rest }) => rest, replace: true });
  }, [navigate]);
};

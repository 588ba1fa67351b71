import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { voucherCodeParam } from "@/domain/voucher/voucher-param";
import { prefixOf, withLocalePrefix } from "@/ui/app/locale-prefix";
import { VOUCHER_PARAM } from "@/ui/app/search-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { CHECKOUT_RETURN_PATH } from "./sign-in-to-pay";

/**
 * SPEC §2 returnUrl, §6: a guest's voucher goes to sign-in with the way back to this checkout
 * carrying the code (/ar/login?returnUrl=%2Far%2Fcheckout%3Fvoucher%3DSAVE10), as "Sign in to pay"
 * comes back to the checkout (sign-in-to-pay.tsx). /login's validateSearch checks the returnUrl. A
 * code the address cannot carry (`voucherCodeParam`) comes back to the checkout without it.
 */
export const useSignInToRedeem = (): ((code: string) => void) => {
  const navigate = useNavigate();
  const { locale } = useI18nContext();
  return useCallback(
    (code: string) => {
      const carried = voucherCodeParam(code);
      const back =
        carried === undefined ? CHECKOUT_RETURN_PATH : `${CHECKOUT_RETURN_PATH}?${VOUCHER_PARAM}=${encodeURIComponent(carried)}`;
      void navigate({
        to: "/{-$locale}/login",
        params: { locale: prefixOf(locale) },
        search: { returnUrl: withLocalePrefix(back, locale) },
      });
    },
    [locale, navigate],
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

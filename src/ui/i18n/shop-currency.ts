import { currencyExponent, type CurrencyExponent } from "@/domain/money/currency";

/** SPEC §1/§3 currencyCode: the code every amount is shown in, and its minor-unit decimals. */
export interface ShopCurrency {
  readonly code: string;
  readonly exponent: CurrencyExponent;
}

export const shopCurrencyOf = (code: string): ShopCurrency => ({ code: code.toUpperCase(), exponent: currencyExponent(code) });

/** SPEC §1: AED until the composition root says otherwise. */
let configured: ShopCurrency = shopCurrencyOf("AED");

/**
 * The build's currency (VITE_CURRENCY, src/env.ts), set once by the composition root before the
 * first render. One value for the whole app: the configuration cannot change while it runs.
 */
export const configureShopCurrency = (code: string): void => {
  configured = shopCurrencyOf(code);
};

/** The configured currency: what formatMoney shows and what screens convert major amounts with. */
export const shopCurrency = (): ShopCurrency => configured;

/**
 * SPEC §1/§3 (currencyCode, AED by default): how many decimals a currency's minor unit has, the
 * exponent that turns the API's major-unit amounts into the integer minor units money is held in
 * (ARCHITECTURE §3.7) and back. A pure table, so parsing and display can never disagree and no
 * browser's Intl data decides what an amount is worth (docs/domain.md, "Currency exponent").
 *
 * The values are ISO 4217's minor units, with one deliberate exception: IDR is 0. ISO 4217 still
 * lists the sen (2 decimals), but it is not used in payments, Indonesian prices are whole rupiah,
 * and Intl shows IDR without decimals; holding sen would let amounts exist that no screen shows.
 * Every currency not listed has 2 decimals (ISO 4217's usual minor unit; AED, USD, EUR, SAR…).
 */
export type CurrencyExponent = 0 | 2 | 3;

/** ISO 4217 currencies whose minor unit is not 2 decimals (IDR: see above). Funds codes (CLF, UYW: 4) are not sale currencies and are not listed. */
export const CURRENCY_EXPONENTS: Readonly<Record<string, CurrencyExponent>> = {
  // Three decimals: dinars and rials divided into 1000 fils / baisa / millimes / dirhams.
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // No minor unit in use.
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IDR: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
};

/** The ISO 4217 usual minor unit, and AED's (SPEC §1 default currency). */
export const DEFAULT_EXPONENT: CurrencyExponent = 2;

/** Decimals of `code`'s minor unit (case-insensitive code; unknown codes have 2). */
export const currencyExponent = (code: string): CurrencyExponent =>
  CURRENCY_EXPONENTS[code.trim().toUpperCase()] ?? DEFAULT_EXPONENT;

/** Minor units in one major unit: 100 fils per AED, 1000 fils per KWD, 1 yen per JPY. */
export const minorPerMajor = (exponent: CurrencyExponent): number => 10 ** exponent;

import { intlLocale, type AppLocale } from "@/ui/i18n/locale";

/**
 * Calling codes offered at sign-up (SPEC §3 countryCode): the Gulf states first, then the
 * countries most of the region's residents come from. One country per code, so the code names it.
 */
export const CALLING_CODES: ReadonlyArray<readonly [region: string, code: string]> = [
  ["AE", "+971"],
  ["SA", "+966"],
  ["KW", "+965"],
  ["QA", "+974"],
  ["BH", "+973"],
  ["OM", "+968"],
  ["EG", "+20"],
  ["JO", "+962"],
  ["LB", "+961"],
  ["SY", "+963"],
  ["IQ", "+964"],
  ["MA", "+212"],
  ["IN", "+91"],
  ["PK", "+92"],
  ["BD", "+880"],
  ["LK", "+94"],
  ["NP", "+977"],
  ["PH", "+63"],
  ["ID", "+62"],
  ["GB", "+44"],
  ["US", "+1"],
  ["FR", "+33"],
  ["DE", "+49"],
  ["TR", "+90"],
  ["NG", "+234"],
  ["KE", "+254"],
  ["ZA", "+27"],
];

/** SPEC §1: the UAE is the default market (currency AED). */
export const DEFAULT_CALLING_CODE = "+971";

/** Countries of the profile's residence, nationality and address selects (ISO 3166-1 alpha-2). */
export const REGIONS: ReadonlyArray<string> = [
  "AE",
  "SA",
  "KW",
  "QA",
  "BH",
  "OM",
  "YE",
  "EG",
  "JO",
  "LB",
  "SY",
  "IQ",
  "PS",
  "SD",
  "LY",
  "TN",
  "DZ",
  "MA",
  "IN",
  "PK",
  "BD",
  "LK",
  "NP",
  "AF",
  "IR",
  "PH",
  "ID",
  "MY",
  "SG",
  "TH",
  "CN",
  "JP",
  "KR",
  "GB",
  "IE",
  "US",
  "CA",
  "AU",
  "NZ",
  "FR",
  "DE",
  "IT",
  "ES",
  "PT",
  "NL",
  "BE",
  "CH",
  "AT",
  "SE",
  "NO",
  "DK",
  "FI",
  "PL",
  "RO",
  "GR",
  "RU",
  "UA",
  "TR",
  "NG",
  "KE",
  "ET",
  "UG",
  "GH",
  "ZA",
  "BR",
  "MX",
  "AR",
];

const displayNames = new Map<AppLocale, Intl.DisplayNames>();

/** A country's name in the user's language (Intl knows every region's name in en, ar and id). */
export const regionName = (region: string, locale: AppLocale): string => {
  let names = displayNames.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: "region" });
    displayNames.set(locale, names);
  }
  return names.of(region) ?? region;
};

export interface RegionOption {
  readonly id: string;
  readonly label: string;
}

/** The profile's country options, sorted by their name in the user's language. */
export const regionOptions = (locale: AppLocale): ReadonlyArray<RegionOption> => {
  const collator = new Intl.Collator(intlLocale(locale));
  return REGIONS.map((id) => ({ id, label: regionName(id, locale) })).sort((a, b) => collator.compare(a.label, b.label));
};

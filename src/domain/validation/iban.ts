import { normalizeDigits } from "@/domain/validation/numeric-input";

/**
 * IBAN check for bank withdrawal (SPEC §1 wallet: bank withdrawal; rules "not shown", so the
 * ISO 13616 standard applies): 2-letter country, 2 check digits, 11..30 alphanumerics, the
 * country's fixed length when known, and the mod-97 checksum equal to 1.
 */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Registered lengths for the region's countries and common banking partners. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AE: 23,
  SA: 24,
  BH: 22,
  KW: 30,
  OM: 23,
  QA: 29,
  JO: 30,
  EG: 29,
  LB: 28,
  PK: 24,
  TR: 26,
  GB: 22,
  DE: 22,
  FR: 27,
  NL: 18,
  IE: 22,
  ES: 24,
  IT: 27,
  CH: 21,
  BE: 16,
};

/**
 * Spaces are allowed for readability ("AE07 0331 …"), letters may be lowercase, and digits typed on an
 * Arabic or full-width keyboard are read as 0–9 (SPEC §5 numeric input).
 */
export const normalizeIban = (text: string): string => normalizeDigits(text).replace(/\s+/g, "").toUpperCase();

/** ISO 7064 mod 97-10 over the rearranged IBAN, digit by digit (no big integers needed). */
export const ibanMod97 = (iban: string): number => {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
};

export const isValidIban = (text: string): boolean => {
  const iban = normalizeIban(text);
  if (!IBAN_SHAPE.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  return ibanMod97(iban) === 1;
};

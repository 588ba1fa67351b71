/**
 * A green certificate's code as the purchase answer gives it (CERT-12): letters, digits and dashes,
 * starting with a letter or digit, at most 64 characters. Anything else in a generating page's
 * address is not a code the server could know, so it is not polled for (SPEC §2, §7).
 */
export const isCertificateCode = (code: string): boolean => /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(code);

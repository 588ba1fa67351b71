/** /buy/green-certificates?offer=<id>: the offer chosen before signing in (kept across the login). */
export const buySearch = (search: Record<string, unknown>): { offer?: number } => {
  const offer = Number(search["offer"]);
  return Number.isInteger(offer) && offer > 0 ? { offer } : {};
};

/** The code of a certificate: letters, digits and dashes (CERT-12), at most 64. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** /payment/green-certificate-generating?code=<code>: the code when it looks like one, else null. */
export const generatingSearch = (search: Record<string, unknown>): { code?: string } => {
  const raw = search["code"];
  const code = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  return code === "" ? {} : { code };
};

export const isCertificateCode = (code: string): boolean => CODE.test(code);

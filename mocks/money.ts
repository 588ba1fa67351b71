/** Conversions between the sandbox's integer fils and the API's money formats (SPEC §3). */

export function toMajor(fils: number): number {
  return Math.round(fils) / 100;
}

/** Rounds half away from zero to whole fils (2 decimals in AED). */
export function toFils(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100);
}

/** SPEC §3: the balance total is text with thousands commas, e.g. "1,234.50". */
export function formatTotal(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(Math.round(fils));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const cents = (abs % 100).toString().padStart(2, "0");
  return `${sign}${whole}.${cents}`;
}

/** Reads "1,234.50" back into fils; null for anything else. */
export function parseTotal(text: string): number | null {
  if (!/^-?\d{1,3}(,\d{3})*\.\d{2}$/.test(text)) return null;
  return toFils(Number(text.replaceAll(",", "")));
}

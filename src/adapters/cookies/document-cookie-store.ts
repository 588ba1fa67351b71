import type { CookieOptions, CookieStorePort } from "@/application/ports/cookie-store.port";

const SECONDS_PER_DAY = 86_400;

/** The part of `document` this adapter touches, so tests can hand in a stand-in. */
export interface CookieJar {
  cookie: string;
}

/**
 * `document.cookie` behind {@link CookieStorePort}. Every cookie is set on path "/" with an
 * explicit Max-Age and SameSite (SPEC §4: the language cookie is 365 days, lax same-site).
 */
export class DocumentCookieStore implements CookieStorePort {
  constructor(private readonly jar: () => CookieJar | undefined = () => globalThis.document) {}

  get(name: string): string | undefined {
    const jar = this.jar();
    if (jar === undefined) return undefined;
    for (const pair of jar.cookie.split(";")) {
      const separator = pair.indexOf("=");
      if (separator < 0) continue;
      if (safeDecode(pair.slice(0, separator).trim()) === name) return safeDecode(pair.slice(separator + 1).trim());
    }
    return undefined;
  }

  set(name: string, value: string, options: CookieOptions): void {
    const maxAge = Math.max(0, Math.round(options.maxAgeDays * SECONDS_PER_DAY));
    this.write(`${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}${attributes(options)}`);
  }

  remove(name: string): void {
    this.write(`${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`);
  }

  private write(cookie: string): void {
    const jar = this.jar();
    if (jar !== undefined) jar.cookie = cookie;
  }
}

function attributes(options: CookieOptions): string {
  const sameSite = options.sameSite.charAt(0).toUpperCase() + options.sameSite.slice(1);
  // Browsers drop a SameSite=None cookie that is not also Secure.
  return `; Path=/; SameSite=${sameSite}${options.sameSite === "none" ? "; Secure" : ""}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

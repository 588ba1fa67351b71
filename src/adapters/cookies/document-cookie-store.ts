import type { CookieOptions, CookieStorePort } from "@/application/ports/cookie-store.port";

const SECONDS_PER_DAY = 86_400;

/**
 * The prefix browsers accept only on a cookie that is Secure, has Path=/ and no Domain: nothing
 * else (another subdomain, a plain-HTTP page) can set or shadow it (issue 13).
 */
export const HOST_PREFIX = "__Host-";

/** The part of `document` this adapter touches, so tests can hand in a stand-in. */
export interface CookieJar {
  cookie: string;
}

export interface DocumentCookieStoreOptions {
  /** The cookie jar; undefined where there is no document (server-side, a worker). */
  readonly jar?: () => CookieJar | undefined;
  /** Whether the page is served over HTTPS (then every cookie is Secure and `__Host-` prefixed). */
  readonly secure?: () => boolean;
  /**
   * How long a value found only under its unprefixed name (written before the prefix, issue 13)
   * is kept when it is moved to the prefixed one. A name without an entry is read as it is and
   * replaced at its next write.
   */
  readonly carryOver?: Readonly<Record<string, CookieOptions>>;
}

const pageIsHttps = (): boolean => globalThis.location?.protocol === "https:";

/**
 * `document.cookie` behind {@link CookieStorePort}. Every cookie is host-only, on path "/", with
 * an explicit Max-Age and SameSite (SPEC §4: the language cookie is 365 days, lax same-site).
 *
 * On HTTPS each cookie is also Secure (never sent over plain HTTP) and stored as `__Host-<name>`;
 * the port keeps using the plain name. On http://localhost (development) browsers refuse both, so
 * the plain name without Secure is used there. A value left under the plain name by an earlier
 * version is read once, moved to the prefixed name and deleted: a non-Secure copy of the token
 * would otherwise go out with any plain-HTTP request to the host.
 */
export class DocumentCookieStore implements CookieStorePort {
  private readonly jar: () => CookieJar | undefined;
  private readonly secure: () => boolean;
  private readonly carryOver: Readonly<Record<string, CookieOptions>>;

  constructor(options: DocumentCookieStoreOptions = {}) {
    this.jar = options.jar ?? (() => globalThis.document);
    this.secure = options.secure ?? pageIsHttps;
    this.carryOver = options.carryOver ?? {};
  }

  get(name: string): string | undefined {
    const cookies = this.read();
    if (!this.secure()) return cookies.get(name);
    const current = cookies.get(HOST_PREFIX + name);
    if (current !== undefined) return current;
    const legacy = cookies.get(name);
    const carried = this.carryOver[name];
    if (legacy !== undefined && carried !== undefined) this.set(name, legacy, carried);
    return legacy;
  }

  set(name: string, value: string, options: CookieOptions): void {
    const maxAge = Math.max(0, Math.round(options.maxAgeDays * SECONDS_PER_DAY));
    const secure = this.secure();
    this.write(
      `${encodeURIComponent((secure ? HOST_PREFIX : "") + name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}${attributes(options.sameSite, secure)}`,
    );
    if (secure) this.expire(name, false);
  }

  remove(name: string): void {
    const secure = this.secure();
    if (secure) this.expire(HOST_PREFIX + name, true);
    // The unprefixed cookie, on HTTP the only one, on HTTPS a copy left by an earlier version.
    this.expire(name, secure);
  }

  private expire(fullName: string, secure: boolean): void {
    this.write(`${encodeURIComponent(fullName)}=; Max-Age=0${attributes("lax", secure)}`);
  }

  private read(): Map<string, string> {
    const found = new Map<string, string>();
    const jar = this.jar();
    if (jar === undefined) return found;
    for (const pair of jar.cookie.split(";")) {
      const separator = pair.indexOf("=");
      if (separator < 0) continue;
      const name = safeDecode(pair.slice(0, separator).trim());
      // The first is the most specific (path "/" is the only one written here).
      if (!found.has(name)) found.set(name, safeDecode(pair.slice(separator + 1).trim()));
    }
    return found;
  }

  private write(cookie: string): void {
    const jar = this.jar();
    if (jar !== undefined) jar.cookie = cookie;
  }
}

function attributes(sameSite: CookieOptions["sameSite"], secure: boolean): string {
  const label = sameSite.charAt(0).toUpperCase() + sameSite.slice(1);
  // Browsers drop a SameSite=None cookie that is not also Secure.
  return `; Path=/; SameSite=${label}${secure || sameSite === "none" ? "; Secure" : ""}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

import { LANGUAGE_COOKIE_DAYS, toProductLanguage, type CodeLanguage, type ProductLanguage } from "@/domain/i18n/language";
import type { CookieStorePort } from "@/application/ports/cookie-store.port";

/** SPEC §4: the cookie that remembers the language. */
export const LANGUAGE_COOKIE = "lang";

/**
 * SPEC §4 Language: the choice is remembered in a cookie for 365 days, SameSite=Lax, holding the
 * product's code (SPEC §1: `in` for Indonesian, never `id`). Answers the code stored.
 */
export class ChangeLanguageUseCase {
  constructor(private readonly cookies: CookieStorePort) {}

  execute(language: CodeLanguage): ProductLanguage {
    const code = toProductLanguage(language);
    this.cookies.set(LANGUAGE_COOKIE, code, { maxAgeDays: LANGUAGE_COOKIE_DAYS, sameSite: "lax" });
    return code;
  }
}

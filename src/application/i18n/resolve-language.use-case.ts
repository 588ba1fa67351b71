import { DEFAULT_LANGUAGE, languageFromPath, parseLanguage, type CodeLanguage } from "@/domain/i18n/language";
import type { CookieStorePort } from "@/application/ports/cookie-store.port";
import { LANGUAGE_COOKIE } from "@/application/i18n/change-language.use-case";

/**
 * The page's language: the path's locale prefix (SPEC §2 /ar/…, /in/…) wins, else the language
 * remembered in the cookie (SPEC §4, restored on later visits), else English (SPEC §1).
 */
export class ResolveLanguageUseCase {
  constructor(private readonly cookies: CookieStorePort) {}

  execute(input: { readonly path: string }): CodeLanguage {
    return languageFromPath(input.path) ?? parseLanguage(this.cookies.get(LANGUAGE_COOKIE)) ?? DEFAULT_LANGUAGE;
  }
}

import { toast } from "@/ui/components/toast/toast-queue";
import { i18nObject, loadedLocales } from "@/ui/i18n/i18n-util";
import { type AppLocale, DEFAULT_LOCALE } from "@/ui/i18n/locale";

/**
 * SPEC §4 build updates: once a new build is known the visitor is told it will load with the next
 * page (the toast stays until dismissed: it is not urgent, and nothing reloads under them).
 */
export const announceNewBuild = (locale: AppLocale): void => {
  const shown = locale in loadedLocales ? locale : DEFAULT_LOCALE;
  toast.show({ title: i18nObject(shown).shell.update.available(), tone: "info", timeoutMs: null });
};

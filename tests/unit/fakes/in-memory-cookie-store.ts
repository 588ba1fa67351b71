import type { CookieOptions, CookieStorePort } from "@/application/ports/cookie-store.port";

/** {@link CookieStorePort} in a Map that keeps each cookie's options for assertions. */
export class InMemoryCookieStore implements CookieStorePort {
  private readonly cookies = new Map<string, { value: string; options: CookieOptions }>();

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.cookies.set(name, { value, options });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }

  optionsOf(name: string): CookieOptions | undefined {
    return this.cookies.get(name)?.options;
  }
}

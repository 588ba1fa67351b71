import { isIgnoredPath } from "@/domain/routing/route-access";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import { STORAGE_KEYS } from "@/application/state/storage-keys";

/** SPEC §2: the last visited path is kept in local storage after each navigation (ignored paths aside). */
export class RememberLastPathUseCase {
  constructor(private readonly store: KeyValueStorePort) {}

  /** `path` is the site-relative address, e.g. "/wallet?step=4". */
  execute(input: { readonly path: string }): void {
    if (!isIgnoredPath(input.path)) this.store.set(STORAGE_KEYS.lastVisitedPath, input.path);
  }
}

/** Reloading the page (SPEC §4 build updates, SPEC §8 chunk-loading failures). */
export interface ReloadPort {
  reload(): void;
}

/**
 * Where failures that are "only logged" go (SPEC §8: balance and SEO call failures, failed locale
 * loading, a corrupt stored value that is dropped).
 */
export interface LoggerPort {
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
  error(message: string, context?: Readonly<Record<string, unknown>>): void;
}

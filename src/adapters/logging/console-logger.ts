import type { LoggerPort } from "@/application/ports/logger.port";

/** The part of `console` this adapter writes to. */
export type ConsoleLike = Pick<Console, "warn" | "error">;

/** {@link LoggerPort} on the browser console, each line prefixed so the shop's own lines stand out. */
export class ConsoleLogger implements LoggerPort {
  constructor(private readonly output: ConsoleLike = console) {}

  warn(message: string, context?: Readonly<Record<string, unknown>>): void {
    if (context === undefined) this.output.warn(`[shop] ${message}`);
    else this.output.warn(`[shop] ${message}`, context);
  }

  error(message: string, context?: Readonly<Record<string, unknown>>): void {
    if (context === undefined) this.output.error(`[shop] ${message}`);
    else this.output.error(`[shop] ${message}`, context);
  }
}

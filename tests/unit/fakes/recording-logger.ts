import type { LoggerPort } from "@/application/ports/logger.port";

export interface LogLine {
  readonly level: "warn" | "error";
  readonly message: string;
  readonly context: Readonly<Record<string, unknown>> | undefined;
}

/** {@link LoggerPort} that keeps what was logged, so "only logged" failures can be asserted. */
export class RecordingLogger implements LoggerPort {
  readonly lines: LogLine[] = [];

  warn(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.lines.push({ level: "warn", message, context });
  }

  error(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.lines.push({ level: "error", message, context });
  }
}

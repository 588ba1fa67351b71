import type { NavigatorPort } from "@/application/ports/navigator.port";

/** {@link NavigatorPort} that records where it was sent. */
export class RecordingNavigator implements NavigatorPort {
  readonly visits: Array<{ readonly kind: "go" | "replace"; readonly path: string }> = [];

  go(path: string): void {
    this.visits.push({ kind: "go", path });
  }

  replace(path: string): void {
    this.visits.push({ kind: "replace", path });
  }

  get last(): { readonly kind: "go" | "replace"; readonly path: string } | undefined {
    return this.visits[this.visits.length - 1];
  }
}

import type { ReloadPort } from "@/application/ports/reload.port";

/** {@link ReloadPort} over `location.reload()`. */
export class LocationReload implements ReloadPort {
  constructor(private readonly location: () => Pick<Location, "reload"> | undefined = () => globalThis.location) {}

  reload(): void {
    this.location()?.reload();
  }
}

import type { AppHostPort } from "@/application/ports/app-host.port";

/** {@link AppHostPort} on a given origin that records navigations and new windows. */
export class FakeAppHost implements AppHostPort {
  readonly assigned: string[] = [];
  readonly opened: string[] = [];

  constructor(private readonly url: string = "https://www.example.com") {}

  hostname(): string {
    return new URL(this.url).hostname;
  }

  origin(): string {
    return new URL(this.url).origin;
  }

  assign(url: string): void {
    this.assigned.push(url);
  }

  openNewBrowser(url: string): void {
    this.opened.push(url);
  }
}

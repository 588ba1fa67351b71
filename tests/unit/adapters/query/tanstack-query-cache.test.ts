import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { TanStackQueryCache } from "@/adapters/query/tanstack-query-cache";

describe("TanStackQueryCache", () => {
  it("clear drops every cached query (SPEC §4 logout)", () => {
    const client = new QueryClient();
    client.setQueryData(["balance"], 10);
    client.setQueryData(["wallet", 1], []);
    new TanStackQueryCache(client).clear();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it("invalidate marks a key prefix stale", () => {
    const client = new QueryClient();
    client.setQueryData(["wallet", 1], []);
    client.setQueryData(["faq"], []);
    new TanStackQueryCache(client).invalidate(["wallet"]);
    expect(client.getQueryState(["wallet", 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["faq"])?.isInvalidated).toBe(false);
  });
});

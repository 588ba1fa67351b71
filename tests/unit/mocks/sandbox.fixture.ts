import type { components } from "@/adapters/http/generated/lotto-api";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_USER } from "@mocks/seed";
import { resetSandbox, setSandboxClock } from "@mocks/state";

export type Schemas = components["schemas"];

/** Any host works: the sandbox handlers match every origin. */
export const BASE = "https://api.sandbox.test";
/** Wednesday 6 May 2026, 14:00 Gulf time. */
export const NOW = Date.parse("2026-05-06T10:00:00Z");

let now = NOW;

export function advanceClock(ms: number): void {
  now += ms;
}

/** Sandbox through msw/node, unhandled requests as errors, a fresh seed and a fixed clock per test. */
export function useSandbox(): void {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    now = NOW;
    setSandboxClock(() => now);
    resetSandbox();
  });
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => {
    setSandboxClock(null);
    sandboxServer.close();
  });
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  /** The body as the documented type says; the tests check it with toMatchObject. */
  json: T;
}

export async function call<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Readonly<Record<string, string>> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers["authorization"] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as T };
}

export async function signIn(): Promise<string> {
  const { status, json } = await call<Schemas["SessionResponse"]>("POST", "/api/auth/login", { body: DEMO_USER });
  if (status !== 200) throw new Error(`demo sign-in failed with ${status}`);
  return json.data.access_token;
}

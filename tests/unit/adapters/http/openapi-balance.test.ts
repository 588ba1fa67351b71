import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { API_BASE, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();
const balance = (token?: string) => new OpenApiBalance(lottoClient(token)).balance();

describe("OpenApiBalance (SPEC §3, §7)", () => {
  it("reads the demo user's balance text as fils", async () => {
    expect(success(await balance())).toBe(123_450);
  });

  it.each([
    ["1,234,567.89", 123_456_789],
    ["0.00", 0],
    ["12.5", 1_250],
  ])("parses data.total %s", async (total, expected) => {
    server.use(http.get(`${API_BASE}/api/user/balance`, () => HttpResponse.json({ status: 200, data: { total } })));
    expect(success(await balance())).toBe(expected);
  });

  it.each(["abc", "1.2.3", ""])("answers DecodeError for an unreadable total %j", async (total) => {
    server.use(http.get(`${API_BASE}/api/user/balance`, () => HttpResponse.json({ status: 200, data: { total } })));
    expect(failure(await balance())._tag).toBe("DecodeError");
  });

  it("a 401 with another message sends to login without logout (SPEC §8)", async () => {
    server.use(
      http.get(`${API_BASE}/api/user/balance`, () =>
        HttpResponse.json({ status: 401, message: "Session moved to another device" }, { status: 401 }),
      ),
    );
    expect(failure(await balance())).toMatchObject({ _tag: "Unauthorized", logout: false });
  });
});

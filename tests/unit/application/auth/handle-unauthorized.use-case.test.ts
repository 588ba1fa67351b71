import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NetworkError, Unauthorized } from "@/application/ports/api-errors";
import { aUser } from "../fixtures";
import { harness } from "../harness";

describe("HandleUnauthorizedUseCase (SPEC §8 the 401 rule)", () => {
  it.each([
    ["unauthorized", true],
    ["Unauthorized", true],
    ["UNAUTHORIZED", true],
    ["Token expired", false],
    ["", false],
  ])("message %j → logout: %s; both go to /login (the session kept: to sign in again)", async (message, loggedOut) => {
    const h = harness({ signedIn: aUser() });
    await expect(h.unauthorized.execute(Unauthorized.fromMessage(message))).resolves.toBe(true);
    expect(h.navigator.visits).toEqual([{ kind: "go", path: loggedOut ? "/login" : "/login?reauth=1" }]);
    expect(h.session.accessToken() === undefined).toBe(loggedOut);
    expect(h.state.get().user === null).toBe(loggedOut);
  });

  it("leaves every other failure alone", async () => {
    const h = harness({ signedIn: aUser() });
    await expect(h.unauthorized.execute(new NetworkError({ reason: "offline" }))).resolves.toBe(false);
    expect(h.navigator.visits).toEqual([]);
    expect(h.session.accessToken()).toBe("token-abc");
  });

  it("property: any 401 sends the user to /login; only a message equal to 'unauthorized' in some case logs out", async () => {
    const messages = fc.oneof(
      fc.string(),
      fc.mixedCase(fc.constant("unauthorized")),
      fc.constantFrom(" unauthorized", "unauthorised", "Unauthorized."),
    );
    await fc.assert(
      fc.asyncProperty(messages, async (message) => {
        const h = harness({ signedIn: aUser() });
        await h.unauthorized.execute(Unauthorized.fromMessage(message));
        const loggedOut = message.toLowerCase() === "unauthorized";
        expect(h.navigator.visits).toEqual([{ kind: "go", path: loggedOut ? "/login" : "/login?reauth=1" }]);
        expect(h.session.accessToken() === undefined).toBe(loggedOut);
      }),
      { numRuns: 200 },
    );
  });
});

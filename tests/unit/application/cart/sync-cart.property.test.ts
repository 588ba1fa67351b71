import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CartItems } from "@/domain/cart/cart-item";
import { NetworkError, type ApiError } from "@/application/ports/api-errors";
import { fromMajor } from "@/domain/money/money";
import { aSession, cartItem, ok, serverLines } from "../fixtures";
import { settle } from "../../fakes/fake-scheduler";
import { harness } from "../harness";

const blocks = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f"), { maxLength: 5 });
const toCart = (ids: ReadonlyArray<string>, side: string): CartItems =>
  ids.map((idBlock) => cartItem({ id: `${side}-${idBlock}`, idBlock }));

describe("login cart merge, property (SPEC §4: nothing lost)", () => {
  it("whatever the carts and however many attempts fail (each followed by an online event), the server ends up with every idBlock of both sides", async () => {
    await fc.assert(
      fc.asyncProperty(blocks, blocks, fc.integer({ min: 0, max: 5 }), async (local, server, failures) => {
        let failuresLeft = failures;
        let serverCart = toCart(server, "server");
        const flaky = <A>(answer: () => A) => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            return Promise.resolve(Result.fail<ApiError>(new NetworkError({ reason: "offline" })));
          }
          return Promise.resolve(Result.succeed(answer()));
        };
        const h = harness({
          state: { cart: { items: toCart(local, "local"), voucher: null, unreadableLines: [] } },
          remotes: {
            carts: {
              fetch: () => flaky(() => serverLines(serverCart)),
              save: (cart) => flaky(() => void (serverCart = [...cart.items])),
              delete: () => flaky(() => void (serverCart = [])),
            },
            balances: { balance: () => ok(fromMajor(0)) },
          },
        });
        await h.completeLogin.execute({ session: aSession() });
        // SPEC §7: nothing retries on a timer; the browser coming back online sends it again.
        for (let attempt = 0; attempt < failures + 1; attempt += 1) {
          h.connectivity.comeOnline();
          await settle();
        }
        expect(h.scheduler.requested).toEqual([]);
        const expected = new Set([...local, ...server]);
        expect(new Set(serverCart.map((item) => item.idBlock))).toEqual(expected);
        expect(new Set(h.state.get().cart.items.map((item) => item.idBlock))).toEqual(expected);
        expect(h.state.get().cartSync).toEqual({ _tag: "Synced" });
      }),
      { numRuns: 60 },
    );
  });
});

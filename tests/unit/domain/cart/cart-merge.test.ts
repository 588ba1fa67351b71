import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeCarts } from "@/domain/cart/cart-merge";
import { fils } from "@/domain/money/money";
import { cartItem } from "./cart-fixtures";

describe("merge local and server carts by idBlock (SPEC §4 login)", () => {
  it("keeps both sides; local wins a conflict; local order first, then server-only items", () => {
    const local = [cartItem({ idBlock: "a", amount: fils(10) }), cartItem({ idBlock: "b", amount: fils(20) })];
    const server = [cartItem({ idBlock: "c", amount: fils(30) }), cartItem({ idBlock: "a", amount: fils(99) })];
    const merged = mergeCarts(local, server);
    expect(merged.map((item) => [item.idBlock, item.amount])).toEqual([
      ["a", 10],
      ["b", 20],
      ["c", 30],
    ]);
  });

  it.each([
    ["both empty", [], [], []],
    ["only local", ["a"], [], ["a"]],
    ["only server", [], ["s"], ["s"]],
    ["repeated idBlock on one side keeps one line", ["a", "a"], ["a"], ["a"]],
  ])("%s", (_, localBlocks, serverBlocks, expected) => {
    const merged = mergeCarts(
      localBlocks.map((idBlock) => cartItem({ idBlock })),
      serverBlocks.map((idBlock) => cartItem({ idBlock })),
    );
    expect(merged.map((item) => item.idBlock)).toEqual(expected);
  });

  it("property: every idBlock of both carts is kept, once, and local items win", () => {
    const side = fc.array(fc.record({ idBlock: fc.constantFrom("a", "b", "c", "d", "e", "f"), amount: fc.nat(100).map(fils) }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(side, side, (localRows, serverRows) => {
        const local = localRows.map((row) => cartItem({ ...row, id: `local-${row.idBlock}` }));
        const server = serverRows.map((row) => cartItem({ ...row, id: `server-${row.idBlock}` }));
        const merged = mergeCarts(local, server);
        const blocks = merged.map((item) => item.idBlock);
        const expected = new Set([...local, ...server].map((item) => item.idBlock));
        expect(new Set(blocks)).toEqual(expected);
        expect(blocks).toHaveLength(expected.size);
        for (const item of merged) {
          const fromLocal = local.some((line) => line.idBlock === item.idBlock);
          expect(item.id.startsWith(fromLocal ? "local-" : "server-")).toBe(true);
        }
      }),
    );
  });
});

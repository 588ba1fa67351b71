import type { CartItem } from "@/domain/cart/cart-item";

const firstByIdBlock = (items: ReadonlyArray<CartItem>): Map<string, CartItem> => {
  const byBlock = new Map<string, CartItem>();
  for (const item of items) if (!byBlock.has(item.idBlock)) byBlock.set(item.idBlock, item);
  return byBlock;
};

/**
 * SPEC §4 login: the server cart is merged with the local cart by idBlock. Nothing is dropped:
 * every idBlock of either side is in the result. On a conflict the local item wins, since it is
 * the player's latest intent (docs/domain.md). Order: local items in their order, then the
 * server-only items in server order. Within one side a repeated idBlock keeps its first item.
 */
export const mergeCarts = (local: ReadonlyArray<CartItem>, server: ReadonlyArray<CartItem>): CartItem[] => {
  const localByBlock = firstByIdBlock(local);
  const serverOnly = [...firstByIdBlock(server).values()].filter((item) => !localByBlock.has(item.idBlock));
  return [...localByBlock.values(), ...serverOnly];
};

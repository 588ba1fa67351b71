import { Data } from "effect";

/** The cart has no line with this idBlock (it was removed meanwhile, e.g. in another tab). */
export class CartItemNotFound extends Data.TaggedError("CartItemNotFound")<{ readonly idBlock: string }> {}

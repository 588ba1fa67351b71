import { Result, Schema } from "effect";
import { DecodeError } from "@/application/ports/api-errors";

/** A list's items that read, in order, and each of the others with why it did not. */
export interface ItemsRead<A> {
  readonly read: ReadonlyArray<A>;
  readonly left: ReadonlyArray<{ readonly item: unknown; readonly fault: string }>;
}

/**
 * A list from the server (or from storage another build wrote) read item by item: one item that
 * does not decode (a shape another server or app version writes, a price below zero) is set apart
 * with its fault rather than making the whole list unreadable. What becomes of it is the caller's:
 * the games list leaves it out and logs it, the cart keeps it as it came (cart.mapper.ts).
 */
export function readItems<A>(schema: Schema.Decoder<A>, items: ReadonlyArray<unknown>): ItemsRead<A> {
  const decode = Schema.decodeUnknownResult(schema);
  const read: A[] = [];
  const left: { item: unknown; fault: string }[] = [];
  for (const item of items) {
    const decoded = decode(item);
    if (Result.isSuccess(decoded)) read.push(decoded.success);
    else left.push({ item, fault: decoded.failure.message });
  }
  return { read, left };
}

/**
 * {@link readItems} for a list whose unreadable items are left out: a list with items of which none
 * reads is a DecodeError naming the first one's fault, as the list decoded whole would be; an empty
 * list is an empty list.
 */
export function readEach<A>(schema: Schema.Decoder<A>, items: ReadonlyArray<unknown>): Result.Result<ItemsRead<A>, DecodeError> {
  const lines = readItems(schema, items);
  const [first] = lines.left;
  return lines.read.length === 0 && first !== undefined
    ? Result.fail(new DecodeError({ message: first.fault }))
    : Result.succeed(lines);
}

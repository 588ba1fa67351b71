import { Result, Schema } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import type { LoggerPort } from "@/application/ports/logger.port";

/** How one item of a list is read: a schema, or a reading of its own (a game's draws, each read in turn). */
export type ItemReader<A> = Schema.Decoder<A> | ((item: unknown) => Result.Result<A, { readonly message: string }>);

const decoderOf = <A>(reader: ItemReader<A>): ((item: unknown) => Result.Result<A, { readonly message: string }>) =>
  Schema.isSchema(reader) ? Schema.decodeUnknownResult(reader) : reader;

/** A list's items that read, in order, and each of the others with why it did not. */
export interface ItemsRead<A> {
  readonly read: ReadonlyArray<A>;
  readonly left: ReadonlyArray<{ readonly item: unknown; readonly fault: string }>;
}

/**
 * A list from the server (or from storage another build wrote) read item by item: one item that
 * does not decode (a shape another server or app version writes, a price below zero) is set apart
 * with its fault rather than making the whole list unreadable. What becomes of it is the caller's:
 * the lists shown leave it out and log it ({@link readShown}), the cart keeps it as it came
 * (cart.mapper.ts), the lists of money count it, say so and log it (the wallet's history,
 * openapi-wallet.ts; a draw's prize tiers, game.mapper.ts).
 */
export function readItems<A>(reader: ItemReader<A>, items: ReadonlyArray<unknown>): ItemsRead<A> {
  const decode = decoderOf(reader);
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
function readEach<A>(reader: ItemReader<A>, items: ReadonlyArray<unknown>): Result.Result<ItemsRead<A>, DecodeError> {
  const lines = readItems(reader, items);
  const [first] = lines.left;
  return lines.read.length === 0 && first !== undefined
    ? Result.fail(new DecodeError({ message: first.fault }))
    : Result.succeed(lines);
}

/** Where the items a list leaves out are logged, and what they are called there ("Draws of lucky-day"). */
export interface LeftOutLog {
  readonly logger: LoggerPort | undefined;
  readonly what: string;
}

/**
 * Logs the items a list could not read, if any: under `what`, with how many and the first one's
 * fault, which names the field and may quote its value (`a date-time, got "yesterday"`), never a
 * whole item, which may hold a player's data. Every list read item by item logs what it leaves out
 * this one way, the lists shown ({@link readShown}) and the lists of money that count it on the
 * page alike.
 */
export function logLeftOut(left: ItemsRead<unknown>["left"], log: LeftOutLog): void {
  const [first] = left;
  if (first !== undefined)
    log.logger?.warn(`${log.what} left out of the list: they do not read`, { count: left.length, first: first.fault });
}

/**
 * {@link readEach} for a list shown as far as it reads (the games on sale, the draws, the FAQ, the
 * notifications, the favourites, the certificate offers): the items left out are logged under
 * `what` ({@link logLeftOut}), and the others are the list.
 */
export function readShown<A>(
  reader: ItemReader<A>,
  items: ReadonlyArray<unknown>,
  log: LeftOutLog,
): Result.Result<ReadonlyArray<A>, DecodeError> {
  return Result.map(readEach(reader, items), ({ read, left }) => {
    logLeftOut(left, log);
    return read;
  });
}

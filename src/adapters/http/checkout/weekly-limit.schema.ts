import { Result } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import type { WeeklyLimitFacts } from "@/domain/cart/weekly-limit";

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** A count of plays: a whole number from 0 up; anything else says nothing. */
const count = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null;

/**
 * SPEC §7 words the answer of POST /api/user/limit-game-per-week as "result" and shows nothing of
 * it; openapi/lotto-api.yaml designs `{ data: { allowed, remaining, limit } }`. Both are read, and
 * whatever part of them is there:
 *
 * - the yes or no: `result` when it is a boolean (`{"result": true}`, at the top level or in `data`),
 *   or `allowed` at the top level, in `data`, in `result` or in `data.result`; a bare `true`/`false`;
 * - `remaining` and `limit` from the same places, when they are whole numbers from 0 up (otherwise
 *   they are unknown, not an error: they only feed the words);
 * - `status`, `message` and every other field are not read.
 *
 * A yes or no that is there but not a boolean (`"allowed": "true"`, `"result": 1`) is a
 * DecodeError: guessing it would decide a purchase on a misreading.
 */
export function readWeeklyLimit(body: unknown): Result.Result<WeeklyLimitFacts, DecodeError> {
  if (typeof body === "boolean") return Result.succeed({ allowed: body, remaining: null, limit: null });
  if (!isObject(body)) return Result.fail(new DecodeError({ message: "The weekly limit answer is not an object." }));
  const data = isObject(body["data"]) ? body["data"] : undefined;
  const places = [
    body,
    data,
    isObject(body["result"]) ? body["result"] : undefined,
    isObject(data?.["result"]) ? data["result"] : undefined,
  ].filter((place): place is Json => place !== undefined);
  const answers: unknown[] = [];
  for (const place of places) {
    if ("allowed" in place) answers.push(place["allowed"]);
    if ("result" in place && !isObject(place["result"])) answers.push(place["result"]);
  }
  const odd = answers.find((answer) => typeof answer !== "boolean" && answer !== null && answer !== undefined);
  if (odd !== undefined)
    return Result.fail(
      new DecodeError({ message: `The weekly limit answer's verdict is not a yes or no: ${JSON.stringify(odd)}.` }),
    );
  const verdicts = answers.filter((answer): answer is boolean => typeof answer === "boolean");
  if (verdicts.some((verdict) => verdict !== verdicts[0]))
    return Result.fail(new DecodeError({ message: "The weekly limit answer says both yes and no." }));
  const first = (key: "remaining" | "limit") => places.map((place) => count(place[key])).find((value) => value !== null) ?? null;
  return Result.succeed({ allowed: verdicts[0] ?? null, remaining: first("remaining"), limit: first("limit") });
}

import { http, HttpResponse } from "msw";
import { matchRoute, requestProblems } from "../request-gate";
import { invalid, signedInUser } from "../respond";

/**
 * Runs before every other handler: a request that breaks its operation's documented parameters or
 * body answers 422 with the fields at fault, and a method the path does not document answers 405
 * with `Allow`. Anything else falls through to the area's handler, which checks what only data can
 * tell (a known account, an IBAN checksum, numbers that fit the game). A signed-in call without a
 * valid token falls through too, so SPEC §8's 401 comes first, as a real server authenticates before
 * it validates.
 */
export const gateHandlers = [
  http.all("*", async ({ request }) => {
    const url = new URL(request.url);
    const match = matchRoute(request.method, url.pathname);
    if (match.kind === "unknown-path") return undefined;
    if (match.kind === "method-not-allowed") {
      return HttpResponse.json(
        { status: 405, message: `${request.method} is not allowed on ${url.pathname}.` },
        { status: 405, headers: { Allow: match.allow.join(", ") } },
      );
    }
    const { operation, params } = match;
    if (operation.security === "required" && signedInUser(request) === null) return undefined;
    const body = operation.body === null ? "" : await request.clone().text();
    const errors = requestProblems(operation, { params, query: url.searchParams, headers: request.headers, body });
    return Object.keys(errors).length === 0 ? undefined : invalid(errors);
  }),
];

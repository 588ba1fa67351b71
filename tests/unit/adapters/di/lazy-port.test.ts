import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NetworkError, ServerMessage, type ApiError } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import { lazyPort, type PortMethods } from "@/adapters/di/lazy-port";

/** A small remote port in the house style (every method a `Remote`). */
interface EchoPort {
  echo(text: string, times: number): Remote<string>;
  fail(status: number): Remote<void>;
}

const METHODS: PortMethods<EchoPort> = { echo: true, fail: true };

/** A class adapter: its methods read `this`, as the OpenApi* adapters read `this.client`. */
class EchoAdapter implements EchoPort {
  constructor(private readonly separator: string) {}
  echo(text: string, times: number): Remote<string> {
    return Promise.resolve(Result.succeed(Array.from({ length: times }, () => text).join(this.separator)));
  }
  fail(status: number): Remote<void> {
    return Promise.resolve(Result.fail(new ServerMessage({ status, message: "nope" })));
  }
}

/** A module loader that counts its imports and fails the ones it is told to. */
function loader(failing: (attempt: number) => boolean = () => false) {
  const state = { imports: 0 };
  const load = async (): Promise<EchoPort> => {
    state.imports += 1;
    const attempt = state.imports;
    await Promise.resolve();
    if (failing(attempt)) throw new TypeError("Failed to fetch dynamically imported module: /assets/echo.js");
    return new EchoAdapter("-");
  };
  return { load, state };
}

type Answer = Result.Result<unknown, ApiError>;

const failureTag = (result: Answer): string | undefined =>
  Result.isFailure(result) ? result.failure._tag : undefined;

describe("lazyPort (docs/architecture-ports.md, lazy ports)", () => {
  it("imports nothing until the first call, then imports once for every later call", async () => {
    const { load, state } = loader();
    const port = lazyPort(load, METHODS);
    expect(state.imports).toBe(0);
    await port.echo("a", 1);
    await port.echo("b", 2);
    await port.fail(500);
    expect(state.imports).toBe(1);
  });

  it("forwards the arguments and the answer, success or failure, unchanged (with the adapter as `this`)", async () => {
    const port = lazyPort(loader().load, METHODS);
    expect(await port.echo("ab", 3)).toEqual(Result.succeed("ab-ab-ab"));
    expect(await port.fail(503)).toEqual(Result.fail(new ServerMessage({ status: 503, message: "nope" })));
  });

  it("concurrent first calls share one import", async () => {
    const { load, state } = loader();
    const port = lazyPort(load, METHODS);
    const answers = await Promise.all([port.echo("x", 1), port.echo("y", 1), port.fail(400)]);
    expect(state.imports).toBe(1);
    expect(answers.map((answer: Answer) => Result.isSuccess(answer))).toEqual([true, true, false]);
  });

  it("a failed import resolves to the port's NetworkError (never a rejection), and the next call imports again", async () => {
    const { load, state } = loader((attempt) => attempt === 1);
    const port = lazyPort(load, METHODS);
    const offline = await port.echo("a", 1);
    expect(failureTag(offline)).toBe("NetworkError");
    expect(Result.isFailure(offline) && offline.failure instanceof NetworkError && offline.failure.reason).toMatch(/dynamically imported module/);
    expect(await port.echo("a", 2)).toEqual(Result.succeed("a-a"));
    expect(state.imports).toBe(2);
  });

  it("calls waiting on the same failed import all get a NetworkError; one import was made", async () => {
    const { load, state } = loader((attempt) => attempt === 1);
    const port = lazyPort(load, METHODS);
    const answers = await Promise.all([port.echo("a", 1), port.fail(500)]);
    expect(answers.map(failureTag)).toEqual(["NetworkError", "NetworkError"]);
    expect(state.imports).toBe(1);
  });

  it("a loader that throws before it returns a promise is a failed import too", async () => {
    const port = lazyPort<EchoPort>(() => {
      throw new Error("boom");
    }, METHODS);
    expect(failureTag(await port.echo("a", 1))).toBe("NetworkError");
  });

  it("has exactly the port's methods and is not a thenable (inversify would await it)", () => {
    const port = lazyPort(loader().load, METHODS);
    expect(Object.keys(port).sort()).toEqual(["echo", "fail"]);
    expect("then" in port).toBe(false);
  });

  it("property: imports stop at the first success; every call before it is a NetworkError, every call after it forwards", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (failures) => {
        const { load, state } = loader((attempt) => failures[attempt - 1] ?? false);
        const port = lazyPort(load, METHODS);
        const firstSuccess = failures.indexOf(false);
        for (const [call] of failures.entries()) {
          const answer = await port.echo("n", 1);
          const loaded = firstSuccess !== -1 && call >= firstSuccess;
          expect(answer).toEqual(loaded ? Result.succeed("n") : Result.fail(expect.any(NetworkError)));
        }
        expect(state.imports).toBe(firstSuccess === -1 ? failures.length : firstSuccess + 1);
      }),
    );
  });
});

describe("lazyPort's types", () => {
  it("refuses a port with a synchronous method, a port whose failures cannot hold a NetworkError, and an incomplete method list", () => {
    interface SyncPort {
      now(): Date;
    }
    interface NoNetworkPort {
      read(): Promise<Result.Result<string, ServerMessage>>;
    }
    // @ts-expect-error a synchronous method: callers could not wait for the adapter to arrive
    lazyPort<SyncPort>(() => Promise.resolve({ now: () => new Date(0) }), { now: true });
    // @ts-expect-error the import failure (a NetworkError) would not fit the method's failures
    lazyPort<NoNetworkPort>(() => Promise.resolve({ read: () => Promise.resolve(Result.succeed("x")) }), { read: true });
    // @ts-expect-error every method must be listed
    lazyPort<EchoPort>(loader().load, { echo: true });
    expect(true).toBe(true);
  });
});

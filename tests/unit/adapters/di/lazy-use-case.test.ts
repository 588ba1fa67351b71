import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { NetworkError, ServerMessage, type ApiError } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import { lazyUseCase } from "@/adapters/di/lazy-use-case";

/** A dependency the use case reads through `this`, as real use cases read their ports. */
interface Greeter {
  readonly greeting: string;
}

/** A use case in the house style: one public `execute` answering a `Remote`. */
class GreetUseCase {
  constructor(private readonly greeter: Greeter, private readonly punctuation: string) {}
  execute(input: { readonly name: string }): Remote<string> {
    if (input.name === "") return Promise.resolve(Result.fail(new ServerMessage({ status: 422, message: "no name" })));
    return Promise.resolve(Result.succeed(`${this.greeter.greeting}, ${input.name}${this.punctuation}`));
  }
}

/** A module loader that counts its imports and fails the ones it is told to. */
function loader(failing: (attempt: number) => boolean = () => false) {
  const state = { imports: 0 };
  const load = async (): Promise<typeof GreetUseCase> => {
    state.imports += 1;
    const attempt = state.imports;
    await Promise.resolve();
    if (failing(attempt)) throw new TypeError("Failed to fetch dynamically imported module: /assets/greet.use-case.js");
    return GreetUseCase;
  };
  return { load, state };
}

/** The container's stand-in: what `dependencies()` answers, and how often it was asked. */
function deps(greeting = "Hello") {
  const state = { greeter: { greeting } as Greeter, resolutions: 0 };
  const resolve = (): [Greeter, string] => {
    state.resolutions += 1;
    return [state.greeter, "!"];
  };
  return { resolve, state };
}

const failureTag = (result: Result.Result<unknown, ApiError>): string | undefined =>
  Result.isFailure(result) ? result.failure._tag : undefined;

describe("lazyUseCase (docs/architecture-ports.md, lazy use cases)", () => {
  it("imports and resolves nothing until the first call, then imports and builds once", async () => {
    const { load, state } = loader();
    const wiring = deps();
    const useCase = lazyUseCase(load, wiring.resolve);
    expect([state.imports, wiring.state.resolutions]).toEqual([0, 0]);
    expect(await useCase.execute({ name: "Sara" })).toEqual(Result.succeed("Hello, Sara!"));
    expect(await useCase.execute({ name: "" })).toEqual(Result.fail(new ServerMessage({ status: 422, message: "no name" })));
    expect([state.imports, wiring.state.resolutions]).toEqual([1, 1]);
  });

  it("concurrent first calls share one import and one instance", async () => {
    const { load, state } = loader();
    const wiring = deps();
    const useCase = lazyUseCase(load, wiring.resolve);
    const answers = await Promise.all(["a", "b", "c"].map((name) => useCase.execute({ name })));
    expect(answers).toEqual(["a", "b", "c"].map((name) => Result.succeed(`Hello, ${name}!`)));
    expect([state.imports, wiring.state.resolutions]).toEqual([1, 1]);
  });

  it("a failed import resolves to a NetworkError (never a rejection), and the next call imports again", async () => {
    const { load, state } = loader((attempt) => attempt === 1);
    const wiring = deps();
    const useCase = lazyUseCase(load, wiring.resolve);
    const offline = await useCase.execute({ name: "a" });
    expect(failureTag(offline)).toBe("NetworkError");
    expect(Result.isFailure(offline) && offline.failure instanceof NetworkError && offline.failure.reason).toMatch(/dynamically imported module/);
    expect(wiring.state.resolutions).toBe(0);
    expect(await useCase.execute({ name: "a" })).toEqual(Result.succeed("Hello, a!"));
    expect(state.imports).toBe(2);
  });

  it("resolves its dependencies at the first call, so one swapped before it is the one used", async () => {
    const wiring = deps("Hello");
    const useCase = lazyUseCase(loader().load, wiring.resolve);
    wiring.state.greeter = { greeting: "Marhaba" };
    expect(await useCase.execute({ name: "Sara" })).toEqual(Result.succeed("Marhaba, Sara!"));
    wiring.state.greeter = { greeting: "Too late" };
    expect(await useCase.execute({ name: "Sara" })).toEqual(Result.succeed("Marhaba, Sara!"));
  });

  it("a dependency that cannot be resolved is a wiring bug: the call rejects, it is not a NetworkError", async () => {
    const useCase = lazyUseCase(loader().load, (): [Greeter, string] => {
      throw new Error("No bindings found for service: Greeter");
    });
    await expect(useCase.execute({ name: "a" })).rejects.toThrow(/No bindings found/);
  });

  it("has only `execute` and is not a thenable (inversify would await it)", () => {
    const useCase = lazyUseCase(loader().load, deps().resolve);
    expect(Object.keys(useCase)).toEqual(["execute"]);
    expect("then" in useCase).toBe(false);
  });
});

describe("lazyUseCase's types", () => {
  it("refuses a synchronous execute, failures that cannot hold a NetworkError, and a second public method", () => {
    class SyncUseCase {
      execute(): string {
        return "now";
      }
    }
    class NoNetworkUseCase {
      execute(): Promise<Result.Result<string, ServerMessage>> {
        return Promise.resolve(Result.succeed("x"));
      }
    }
    class TwoMethodsUseCase {
      execute(): Remote<string> {
        return Promise.resolve(Result.succeed("x"));
      }
      cancel(): void {}
    }
    // @ts-expect-error a synchronous execute: its callers could not wait for the module to arrive
    lazyUseCase(() => Promise.resolve(SyncUseCase), () => []);
    // @ts-expect-error the import failure (a NetworkError) would not fit the use case's failures
    lazyUseCase(() => Promise.resolve(NoNetworkUseCase), () => []);
    // @ts-expect-error only `execute` is forwarded, so `cancel` would be missing
    lazyUseCase(() => Promise.resolve(TwoMethodsUseCase), () => []);
    // @ts-expect-error the dependencies must match the constructor's parameters
    lazyUseCase(loader().load, (): [string, string] => ["Hello", "!"]);
    expect(true).toBe(true);
  });
});

/**
 * Provider states for verification: each one is set on the provider through its state URL, which
 * answers the values to inject into the request (docs/contracts.md, "Provider states").
 */
/** Pact's JSON map: what a state answers for injection. */
type AnyJson = boolean | number | string | null | AnyJson[] | JsonMap;
interface JsonMap {
  [key: string]: AnyJson;
}
type StateCall = (params?: unknown) => Promise<JsonMap | undefined>;
/** Pact calls the function itself, or its setup and teardown when it has them. */
type StateHandler = StateCall & { readonly setup: StateCall; readonly teardown: StateCall };

/** POSTs the state in the shape Pact uses ({ state, params, action }); a refusal fails verification. */
async function postState(statesUrl: string, state: string, params: unknown, action: "setup" | "teardown"): Promise<JsonMap> {
  const response = await fetch(statesUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ state, params: params ?? {}, action }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Provider state "${state}" (${action}) refused (${response.status}): ${text}`);
  return readValues(text);
}

/** The answer's JSON object is the map of injected values; an empty or non-object answer injects nothing. */
function readValues(text: string): JsonMap {
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonMap) : {};
  } catch {
    return {};
  }
}

const OBJECT_PROTOCOL = new Set([
  "toJSON",
  "then",
  "constructor",
  "valueOf",
  "toString",
  "inspect",
  "hasOwnProperty",
  "__proto__",
  "prototype",
]);

/**
 * A handler for every state name, whatever pact it comes from (local files or the broker's): setup
 * posts the state and hands back the values the provider created; teardown (after every
 * interaction) lets the provider clean up. Pact looks a handler up by the state's name.
 */
export function stateHandlersFor(statesUrl: string): Record<string, StateHandler> {
  const handlers = new Map<string, StateHandler>();
  const handlerFor = (state: string): StateHandler => {
    const setup: StateCall = (params) => postState(statesUrl, state, params, "setup");
    const teardown: StateCall = async (params) => {
      await postState(statesUrl, state, params, "teardown");
      return undefined;
    };
    return Object.assign(setup.bind(undefined), { setup, teardown });
  };
  return new Proxy({} as Record<string, StateHandler>, {
    get(_target, name) {
      // The options are logged and copied: the object protocol's names are not states.
      if (typeof name !== "string" || OBJECT_PROTOCOL.has(name)) return undefined;
      let handler = handlers.get(name);
      if (handler === undefined) {
        handler = handlerFor(name);
        handlers.set(name, handler);
      }
      return handler;
    },
  });
}

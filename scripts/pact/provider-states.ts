/** Provider states for verification: each one is set on the provider through its state URL. */
type JsonMap = Record<string, unknown>;
type StateHandler = (params?: unknown) => Promise<JsonMap | undefined>;

/** POSTs the state in the shape Pact uses ({ state, params, action }); a refusal fails verification. */
async function setState(statesUrl: string, state: string, params: unknown): Promise<void> {
  const response = await fetch(statesUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ state, params: params ?? {}, action: "setup" }),
  });
  if (!response.ok) throw new Error(`Provider state "${state}" refused (${response.status}): ${await response.text()}`);
}

/**
 * Values some requests take from the provider at verification time (tests/contract/pact-harness.ts):
 * the event id of the Lucky Day draw on sale, which moves with the calendar.
 */
export async function providerStateValues(lottoApiBase: string): Promise<JsonMap> {
  const response = await fetch(`${lottoApiBase}/api/lotto/lottoGames?limit=50`);
  const body = (await response.json()) as { data?: ReadonlyArray<{ game_slug?: unknown; event_id?: unknown }> };
  const luckyDay = body.data?.find((game) => game.game_slug === "lucky-day");
  return typeof luckyDay?.event_id === "number" ? { luckyDayEventId: luckyDay.event_id } : {};
}

/** One handler per state name found in the pact: set the state, then hand back the injected values. */
export function stateHandlersFor(
  states: readonly string[],
  statesUrl: string,
  values: () => Promise<JsonMap>,
): Record<string, StateHandler> {
  return Object.fromEntries(
    states.map((state): [string, StateHandler] => [
      state,
      async (params) => {
        await setState(statesUrl, state, params);
        return values();
      },
    ]),
  );
}

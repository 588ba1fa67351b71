import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { readConfig } from "@/env";
import { GAME_LIST_LIMIT, type GameCatalogPort } from "@/application/ports/game-catalog.port";
import { PORT_TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer, createQueryClient } from "@/adapters/di/container";
import { gamesFrom, gamesQuery } from "@/ui/queries/games.queries";
import { createShellServices, THEME_KEY } from "@/ui/app/create-shell-services";
import { sampleGame } from "../../domain/domain-fixtures";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingLogger } from "../../fakes/recording-logger";
import { strictFake } from "../../fakes/strict-fake";

/** The shell's services over a container whose local storage and logger are in memory. */
function shellWith(stored: Readonly<Record<string, string>>) {
  const container = createContainer(readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true }));
  const storage = new InMemoryKeyValueStore(stored);
  const logger = new RecordingLogger();
  rebindConstant(container, PORT_TOKENS.keyValueStore, storage);
  rebindConstant(container, PORT_TOKENS.logger, logger);
  const shell = createShellServices(container, { sessionStore: new InMemoryKeyValueStore(), currency: "AED" });
  return { shell, storage, logger };
}

describe("storedTheme (a display preference kept in local storage)", () => {
  it.each([
    ["light", "light"],
    ["dark", "dark"],
  ] as const)("a stored %s is the chosen theme, kept and not logged", (stored, theme) => {
    const { shell, storage, logger } = shellWith({ [THEME_KEY]: stored });
    expect(shell.storedTheme()).toBe(theme);
    expect(storage.get(THEME_KEY)).toBe(stored);
    expect(logger.lines).toEqual([]);
  });

  it("nothing stored: the system decides, nothing logged", () => {
    const { shell, logger } = shellWith({});
    expect(shell.storedTheme()).toBeNull();
    expect(logger.lines).toEqual([]);
  });

  // ARCHITECTURE §3.6: dropped and logged by key and reason like every other stored key; the
  // theme is plain text, so any unknown name (JSON or not) is "wrong shape".
  it.each(["blue", "Dark", "", '{"broken": ', '{"unexpected":[1,2,3]}', '"dark"'])(
    "%j is dropped and logged once, never the value",
    (bad) => {
      const { shell, storage, logger } = shellWith({ [THEME_KEY]: bad });
      expect(shell.storedTheme()).toBeNull();
      expect(storage.get(THEME_KEY)).toBeUndefined();
      expect(shell.storedTheme()).toBeNull();
      expect(logger.lines).toEqual([
        { level: "warn", message: 'Dropped the stored "theme": wrong shape', context: { key: "theme", reason: "wrong shape" } },
      ]);
    },
  );

  it("a theme chosen after a drop is stored and read back", () => {
    const { shell } = shellWith({ [THEME_KEY]: "sepia" });
    expect(shell.storedTheme()).toBeNull();
    shell.storeTheme("dark");
    expect(shell.storedTheme()).toBe("dark");
  });
});

describe("the games on sale: one cache entry (issue 14: one endpoint, one cache entry)", () => {
  it("the shell's list (routes, home, checkout) and the screens' list (game names, prize tiers) are fetched once", async () => {
    const container = createContainer(readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true }));
    const asked: number[] = [];
    const lucky = sampleGame({ gameSlug: "lucky-day", name: "Lucky Day" });
    rebindConstant(
      container,
      PORT_TOKENS.gameCatalog,
      strictFake<GameCatalogPort>("GameCatalogPort", {
        listGames: (limit?: number) => {
          asked.push(limit ?? -1);
          return Promise.resolve(Result.succeed([lucky]));
        },
      }),
    );
    const shell = createShellServices(container, { sessionStore: new InMemoryKeyValueStore(), currency: "AED" });
    // The shop's own client: SPEC §9 keeps an answer fresh for 5 s.
    const client = createQueryClient();
    const fromShell = await client.fetchQuery(gamesQuery(shell));
    const fromScreens = await client.fetchQuery(gamesQuery(gamesFrom(container)));
    expect(fromScreens).toBe(fromShell);
    expect(asked).toEqual([GAME_LIST_LIMIT]);
  });
});

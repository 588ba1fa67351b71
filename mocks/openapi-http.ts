import { createOpenApiHttp } from "openapi-msw";
import type { paths as GameApiPaths } from "@/adapters/http/generated/game-api";
import type { paths as LottoApiPaths } from "@/adapters/http/generated/lotto-api";

/**
 * Handler factories typed by the generated OpenAPI types. The "*" base matches any host, so the
 * same handlers answer the app's configured API base, the game host and the node HTTP server.
 */
export const api = createOpenApiHttp<LottoApiPaths>({ baseUrl: "*" });
export const gameApi = createOpenApiHttp<GameApiPaths>({ baseUrl: "*" });

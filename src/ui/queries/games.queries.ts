import { queryOptions } from "@tanstack/react-query";
import type { ShellServices } from "@/ui/shell/shell-services";

/**
 * SPEC §7 GET /api/lotto/lottoGames (limit 4): the games on sale, fresh for 5 s like every query
 * (SPEC §9). SPEC §7: calls are not retried — a failure is shown at once, with a way to try again.
 */
export const gamesQuery = (shell: Pick<ShellServices, "listGames">) =>
  queryOptions({
    queryKey: ["games"],
    queryFn: () => shell.listGames(),
    retry: false,
  });

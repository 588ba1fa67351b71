import { queryOptions } from "@tanstack/react-query";
import type { ShellServices } from "@/ui/shell/shell-services";

/** SPEC §7 GET /api/lotto/lottoGames (limit 4): the games on sale, fresh for 5 s like every query (SPEC §9). */
export const gamesQuery = (shell: Pick<ShellServices, "listGames">) =>
  queryOptions({
    queryKey: ["games"],
    queryFn: () => shell.listGames(),
  });

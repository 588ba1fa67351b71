import { useQuery } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { QueryStatus } from "@/ui/queries/query-status";
import { pastDrawsQuery } from "@/ui/queries/content.queries";
import { DrawsView } from "./draws-view";

/** SPEC §2 /draws: past draws and results of every game. */
export function DrawsScreen() {
  const draws = useQuery(pastDrawsQuery(useContainer(), undefined));
  return <QueryStatus query={draws}>{(games) => <DrawsView games={games} />}</QueryStatus>;
}

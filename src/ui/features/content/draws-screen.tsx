import { useSuspenseQuery } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { pastDrawsQuery } from "@/ui/queries/content.queries";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { DrawsView } from "./draws-view";

function Draws() {
  const { data: games } = useSuspenseQuery(pastDrawsQuery(useContainer(), undefined));
  return <DrawsView games={games} />;
}

/** SPEC §2 /draws: past draws and results of every game. */
export function DrawsScreen() {
  return (
    <QueryBoundary>
      <Draws />
    </QueryBoundary>
  );
}

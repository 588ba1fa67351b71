import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useContainer } from "@/ui/di/container-context";
import { QueryStatus } from "@/ui/queries/query-status";
import { nextDrawQuery } from "@/ui/queries/content.queries";
import { WatchLiveView } from "./watch-live-view";

/** SPEC §2 /watch-live; once the countdown ends the next draw is asked for again. */
export function WatchLiveScreen({ streamUrl }: { readonly streamUrl?: string | undefined }) {
  const injector = useContainer();
  const queryClient = useQueryClient();
  const next = useQuery(nextDrawQuery(injector));
  // Stable, so the countdown's end effect runs once per draw.
  const drawStarted = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: nextDrawQuery(injector).queryKey }),
    [queryClient, injector],
  );
  return (
    <QueryStatus query={next}>
      {(draw) => <WatchLiveView next={draw} streamUrl={streamUrl} onDrawStarted={drawStarted} />}
    </QueryStatus>
  );
}

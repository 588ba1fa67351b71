import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useContainer } from "@/ui/di/container-context";
import { nextDrawQuery } from "@/ui/queries/content.queries";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { WatchLiveView } from "./watch-live-view";

type WatchLiveProps = { readonly streamUrl?: string | undefined };

function WatchLive({ streamUrl }: WatchLiveProps) {
  const injector = useContainer();
  const queryClient = useQueryClient();
  const { data: next } = useSuspenseQuery(nextDrawQuery(injector));
  // Stable, so the countdown's end effect runs once per draw.
  const drawStarted = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: nextDrawQuery(injector).queryKey }),
    [queryClient, injector],
  );
  return <WatchLiveView next={next} streamUrl={streamUrl} onDrawStarted={drawStarted} />;
}

/** SPEC §2 /watch-live; once the countdown ends the next draw is asked for again. */
export function WatchLiveScreen({ streamUrl }: WatchLiveProps) {
  return (
    <QueryBoundary skeleton="section">
      <WatchLive streamUrl={streamUrl} />
    </QueryBoundary>
  );
}

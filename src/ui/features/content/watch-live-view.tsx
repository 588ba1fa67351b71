import "./content.css";
import type { NextDraw } from "@/application/content/next-draw.use-case";
import { isolated } from "@/ui/components/bidi";
import { Countdown } from "@/ui/components/countdown";
import { DateTime } from "@/ui/components/date-time";
import { PathLink } from "@/ui/app/path-link";
import { gameName } from "@/ui/queries/game-name";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface WatchLiveViewProps {
  readonly next: NextDraw | null;
  /** An embeddable live-stream address, when the shop has one configured. */
  readonly streamUrl?: string | undefined;
  readonly onDrawStarted?: () => void;
  readonly now?: () => number;
}

/**
 * SPEC §2 /watch-live: the next draw's game and time; the live player when a stream is configured,
 * otherwise a countdown to the draw.
 */
export function WatchLiveView({ next, streamUrl, onDrawStarted, now }: WatchLiveViewProps) {
  const { LL } = useI18nContext();
  const l = LL.content.live;
  if (next === null) return <p>{l.noDraw()}</p>;
  const game = gameName(next.game);
  return (
    <div className="content-stack">
      <h2 className="content-heading">{isolated((mark) => l.nextDraw({ game: mark(game) }))}</h2>
      <dl className="content-facts">
        <dt>{l.drawAt()}</dt>
        <dd>
          <DateTime value={next.drawAt} dateStyle="full" />
        </dd>
        <dt>{l.startsIn()}</dt>
        <dd>
          <Countdown
            target={next.drawAt}
            {...(now === undefined ? {} : { now })}
            {...(onDrawStarted === undefined ? {} : { onEnd: onDrawStarted })}
          />
        </dd>
      </dl>
      {streamUrl === undefined || streamUrl === "" ? (
        <p>{l.noStream()}</p>
      ) : (
        <iframe
          className="content-player"
          src={streamUrl}
          title={l.playerTitle({ game })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      )}
      <p>
        <PathLink path={`/${encodeURIComponent(next.game.gameSlug)}`} variant="button">
          {isolated((mark) => l.play({ game: mark(game) }))}
        </PathLink>
      </p>
    </div>
  );
}

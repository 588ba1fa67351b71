import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { Game } from "@/domain/game/game";
import { LottoGameScreen } from "@/ui/features/play/lotto-game-screen";
import { Skeleton, SkeletonBar, SkeletonCard, SkeletonCircles, SkeletonRow } from "@/ui/components/skeleton";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { gameName } from "@/ui/queries/game-name";
import { GamesUnavailable } from "./games-unavailable";
import "./shell-pages.css";

export interface GamePageProps {
  /**
   * The game on sale, or null when the games could not be read (SPEC §7 failure); undefined in the
   * game pages' prerendered frame, built before any game is known (docs/prerender.md).
   */
  readonly game: Game | null | undefined;
  /** The heading while no game is there: the slug's title, or the page's own name (/numbers). */
  readonly fallbackTitle: string;
  /** The `picks` query parameter (favourite played again), if any. */
  readonly picks?: string | undefined;
  /** No game is on sale at all (the list was read and is empty). */
  readonly noGames?: boolean;
}

/** Takes `picks` off the address once used: replace, so a reload does not apply it again. */
const usePicksUsed = (): (() => void) => {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate({ to: ".", search: ({ picks: _used, ...rest }) => rest, replace: true });
  }, [navigate]);
};

/** Three rows of the board at 360 px (6 a row), two and a half at 320 px (5 a row). */
const BOARD_NUMBERS = 18;

/**
 * The game screen's outline (LottoGameView): the game's name, "Your entries" with its count and
 * buttons, and the first entry's card with the top of its board.
 */
function GameSkeleton() {
  return (
    <Skeleton>
      <SkeletonBar kind="heading" width="two-thirds" />
      <SkeletonBar kind="heading" width="half" />
      <SkeletonBar width="third" />
      <SkeletonRow packed>
        <SkeletonBar kind="button" width="third" />
        <SkeletonBar kind="button" width="third" />
      </SkeletonRow>
      <SkeletonCard>
        <SkeletonRow>
          <SkeletonBar width="third" />
          <SkeletonBar kind="button" width="quarter" />
        </SkeletonRow>
        <SkeletonBar width="half" />
        <SkeletonBar width="third" />
        <SkeletonBar width="two-thirds" />
        <SkeletonCircles count={BOARD_NUMBERS} />
      </SkeletonCard>
    </Skeleton>
  );
}

/** SPEC §2 /{slug} and /numbers: the lotto game page of a game on sale, headed by its name. */
export function GamePage({ game, fallbackTitle, picks, noGames = false }: GamePageProps) {
  const router = useRouter();
  const { LL } = useI18nContext();
  const onPicksUsed = usePicksUsed();
  if (game === undefined) {
    // The frame a game page is painted with before the app has read its game: no name yet, the
    // outline of the game screen in its place (a screen's height, so the footer stays below the fold).
    return <GameSkeleton />;
  }
  if (game !== null) {
    return (
      <LottoGameScreen
        key={game.gameId}
        game={game}
        title={<bdi>{gameName(game)}</bdi>}
        {...(picks === undefined ? {} : { picks, onPicksUsed })}
      />
    );
  }
  return (
    <article className="shell-page" aria-labelledby="page-heading">
      <h1 id="page-heading" className="shell-page__heading">
        {fallbackTitle}
      </h1>
      {noGames ? <p>{LL.shell.home.noGames()}</p> : <GamesUnavailable onRetry={() => void router.invalidate()} />}
    </article>
  );
}

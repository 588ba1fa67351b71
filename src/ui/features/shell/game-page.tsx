import { useRouter } from "@tanstack/react-router";
import type { Game } from "@/domain/game/game";
import { LottoGameScreen } from "@/ui/features/play/lotto-game-screen";
import { gameName } from "./game-name";
import { GamesUnavailable } from "./games-unavailable";
import "./shell-pages.css";

export interface GamePageProps {
  /** The game on sale, or null when the games could not be read (SPEC §7 failure). */
  readonly game: Game | null;
  readonly slug: string;
}

/** SPEC §2 /{slug}: the lotto game page of a game on sale, headed by its name. */
export function GamePage({ game, slug }: GamePageProps) {
  const router = useRouter();
  if (game !== null) return <LottoGameScreen key={game.game_id} game={game} title={gameName(game)} />;
  return (
    <article className="shell-page" aria-labelledby="page-heading">
      <h1 id="page-heading" className="shell-page__heading">
        {gameName({ game_slug: slug, name: "" })}
      </h1>
      <GamesUnavailable onRetry={() => void router.invalidate()} />
    </article>
  );
}

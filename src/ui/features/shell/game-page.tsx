import type { Game } from "@/domain/game/game";
import { LottoGameScreen } from "@/ui/features/play/lotto-game-screen";
import { gameName } from "./game-name";

/** SPEC §2 /{slug}: the lotto game page of a game on sale, headed by its name. */
export function GamePage({ game }: { readonly game: Game }) {
  return <LottoGameScreen key={game.game_id} game={game} title={gameName(game)} />;
}

import type { Game } from "@/domain/game/game";
import { LottoGamePage } from "@/ui/features/play/lotto-game-page";
import { useShell } from "@/ui/shell/shell-context";
import { gameName } from "./home-page";

/** SPEC §2 /{slug}: the lotto game page of a game on sale, headed by its name. */
export function GamePage({ game }: { readonly game: Game }) {
  const shell = useShell();
  return (
    <LottoGamePage
      key={game.game_id}
      game={game}
      random={shell.random}
      clock={shell.clock}
      onAddToCart={(item) => void shell.addToCart(item)}
      title={gameName(game)}
    />
  );
}

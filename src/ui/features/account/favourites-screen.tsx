import "@/ui/forms/form.css";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import { useState } from "react";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { useContainer, useInjection } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useGameNames } from "@/ui/pages/use-game-names";
import { favouritesQuery } from "@/ui/queries/account.queries";
import { FavouritesView } from "./favourites-view";
import { failureText } from "@/ui/forms/failure-outcome";
import { QueryStatus } from "@/ui/queries/query-status";
import { usePendingSet } from "./use-pending-set";
import { useUnauthorizedRule } from "@/ui/forms/use-failure";

/** SPEC §2 /favourite (login required): saved numbers; delete after confirmation. */
export function FavouritesScreen() {
  const { LL } = useI18nContext();
  const injector = useContainer();
  const queryClient = useQueryClient();
  const remove = useInjection(ACCOUNT_TOKENS.removeFavourite);
  const unauthorized = useUnauthorizedRule();
  const pending = usePendingSet();
  const [status, setStatus] = useState("");
  const list = useQuery(favouritesQuery(injector));
  const nameOf = useGameNames();
  return (
    <>
      <QueryStatus query={list}>
        {(items) => (
          <FavouritesView
            items={items}
            removingIds={pending.ids}
            gameName={nameOf}
            onRemove={(favourite) =>
              void pending.run(favourite.id, async () => {
                const answer = await remove.execute({ id: favourite.id });
                if (Result.isSuccess(answer)) setStatus(LL.account.favourites.removed({ name: favourite.name }));
                else if (!(await unauthorized(answer.failure))) setStatus(failureText(LL, answer.failure));
                await queryClient.invalidateQueries({ queryKey: favouritesQuery(injector).queryKey });
              })
            }
          />
        )}
      </QueryStatus>
      <p role="status" className="form__status">
        {status}
      </p>
    </>
  );
}

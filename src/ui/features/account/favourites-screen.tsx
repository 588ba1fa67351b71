import "@/ui/forms/form.css";
import { useMutation, useMutationState, useQuery } from "@tanstack/react-query";
import { Result } from "effect";
import { useState } from "react";
import { useContainer } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useGameNames } from "@/ui/pages/use-game-names";
import { favouritesQuery } from "@/ui/queries/account.queries";
import { FavouritesView } from "./favourites-view";
import { failureText } from "@/ui/forms/failure-outcome";
import { QueryStatus } from "@/ui/queries/query-status";
import { removeFavouriteMutation } from "@/ui/queries/account.mutations";
import { mutationKeys } from "@/ui/queries/query-keys";
import { useUnauthorizedRule } from "@/ui/forms/use-failure";

/** SPEC §2 /favourite (login required): saved numbers; delete after confirmation. */
export function FavouritesScreen() {
  const { LL } = useI18nContext();
  const injector = useContainer();
  const remove = useMutation(removeFavouriteMutation(injector));
  const unauthorized = useUnauthorizedRule();
  // The ids whose removal is on its way, from the mutation cache (one entry per press).
  const removingIds = new Set(
    useMutationState({
      filters: { mutationKey: mutationKeys.account.removeFavourite, status: "pending" },
      select: (mutation) => (mutation.state.variables as { readonly id: string } | undefined)?.id ?? "",
    }),
  );
  const [status, setStatus] = useState("");
  const list = useQuery(favouritesQuery(injector));
  const nameOf = useGameNames();
  return (
    <>
      <QueryStatus query={list}>
        {(items) => (
          <FavouritesView
            items={items}
            removingIds={removingIds}
            gameName={nameOf}
            onRemove={(favourite) => {
              if (removingIds.has(favourite.id)) return;
              remove.mutate(
                { id: favourite.id },
                {
                  onSuccess: (answer) => {
                    if (Result.isSuccess(answer)) setStatus(LL.account.favourites.removed({ name: favourite.name }));
                    else
                      void unauthorized(answer.failure).then((was) => {
                        if (!was) setStatus(failureText(LL, answer.failure));
                      });
                  },
                },
              );
            }}
          />
        )}
      </QueryStatus>
      <p role="status" className="form__status">
        {status}
      </p>
    </>
  );
}

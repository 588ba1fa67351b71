import "@/ui/forms/form.css";
import { useMutation, useMutationState, useSuspenseQuery } from "@tanstack/react-query";
import { Result } from "effect";
import { type ReactNode, useState } from "react";
import type { Favourite } from "@/application/ports/favourites.port";
import { useContainer } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useGameNames } from "@/ui/queries/use-game-names";
import { favouritesQuery } from "@/ui/queries/account.queries";
import { FavouritesView } from "./favourites-view";
import { failureText } from "@/ui/forms/failure-outcome";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { removeFavouriteMutation } from "@/ui/queries/account.mutations";
import { mutationKeys } from "@/ui/queries/query-keys";
import { useUnauthorizedRule } from "@/ui/forms/use-failure";
import { isolatedText } from "@/ui/components/bidi";

/** The saved numbers, read with the route's loader (useSuspenseQuery under the screen's QueryBoundary). */
function Favourites({ children }: { readonly children: (items: ReadonlyArray<Favourite>) => ReactNode }) {
  const { data } = useSuspenseQuery(favouritesQuery(useContainer()));
  return <>{children(data)}</>;
}

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
  const nameOf = useGameNames();
  return (
    <>
      <QueryBoundary>
        <Favourites>
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
                      if (Result.isSuccess(answer))
                        setStatus(LL.account.favourites.removed({ name: isolatedText(favourite.name) }));
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
        </Favourites>
      </QueryBoundary>
      <p role="status" className="form__status">
        {status}
      </p>
    </>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Button } from "@/ui/components/button";
import { Spinner } from "@/ui/components/spinner";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { failureText, type FormFailure } from "./form/failure-outcome";
import { useUnauthorizedRule } from "./use-failure";

const isFormFailure = (error: unknown): error is FormFailure =>
  typeof error === "object" && error !== null && "_tag" in error && typeof (error as { _tag: unknown })._tag === "string";

/**
 * A query's three states in one place: a named spinner while loading; on failure a message with a
 * retry (SPEC §8's 401 rule applied first); the content once the data is there.
 */
export function QueryStatus<A>({ query, children }: { readonly query: UseQueryResult<A>; readonly children: (data: A) => ReactNode }) {
  const { LL } = useI18nContext();
  const unauthorized = useUnauthorizedRule();
  const { error } = query;
  useEffect(() => {
    if (error !== null) void unauthorized(error);
  }, [error, unauthorized]);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div role="alert" className="form__actions">
        <p>{isFormFailure(query.error) && query.error._tag !== "ServerMessage" ? failureText(LL, query.error) : LL.content.loadFailed()}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {LL.common.retry()}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

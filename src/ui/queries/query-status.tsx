import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/ui/components/button";
import { Spinner } from "@/ui/components/spinner";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { failureText, type FormFailure } from "@/ui/forms/failure-outcome";

const isFormFailure = (error: unknown): error is FormFailure =>
  typeof error === "object" && error !== null && "_tag" in error && typeof (error as { _tag: unknown })._tag === "string";

/**
 * A query's three states in one place: a named spinner while loading; on failure a message with a
 * retry; the content once the data is there. A 401 has already met the SPEC §8 rule in the adapter
 * layer (withUnauthorizedPolicy, src/adapters/di/bind-remote.ts): nothing here applies it again.
 */
export function QueryStatus<A>({
  query,
  children,
}: {
  readonly query: UseQueryResult<A>;
  readonly children: (data: A) => ReactNode;
}) {
  const { LL } = useI18nContext();
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div role="alert" className="form__actions">
        <p>
          {isFormFailure(query.error) && query.error._tag !== "ServerMessage"
            ? failureText(LL, query.error)
            : LL.content.loadFailed()}
        </p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {LL.common.retry()}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

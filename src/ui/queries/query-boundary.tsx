import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Component, type ReactNode, Suspense } from "react";
import { Button } from "@/ui/components/button";
import { Skeleton, type SkeletonSize } from "@/ui/components/skeleton";
import { useHydrated } from "@/ui/components/use-hydrated";
import { failureText, type FormFailure } from "@/ui/forms/failure-outcome";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/** A port's tagged failure (what `orThrow` throws), as opposed to a bug or a missing chunk. */
const isTaggedFailure = (error: unknown): error is FormFailure =>
  typeof error === "object" && error !== null && "_tag" in error && typeof (error as { _tag: unknown })._tag === "string";

/** What a page shows when its data could not be read: why, in the visitor's language, and Try again. */
function QueryFailure({ error, onRetry }: { readonly error: FormFailure; readonly onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div role="alert" className="form__actions">
      <p>{error._tag === "ServerMessage" ? LL.content.loadFailed() : failureText(LL, error)}</p>
      <Button variant="secondary" onPress={onRetry}>
        {LL.common.retry()}
      </Button>
    </div>
  );
}

interface CatchProps {
  readonly onReset: () => void;
  readonly children: ReactNode;
}

interface CatchState {
  readonly caught: { readonly error: unknown } | undefined;
}

/**
 * Catches what a suspended query threw. Only a port's failure is this page's to show; anything else
 * (a bug, a chunk that failed to load) goes on up to the route's error page and its SPEC §8
 * chunk-reload guard.
 */
class QueryCatch extends Component<CatchProps, CatchState> {
  override state: CatchState = { caught: undefined };

  static getDerivedStateFromError(error: unknown): CatchState {
    return { caught: { error } };
  }

  private readonly retry = (): void => {
    this.props.onReset();
    this.setState({ caught: undefined });
  };

  override render() {
    const { caught } = this.state;
    if (caught === undefined) return this.props.children;
    // Thrown again from render, it reaches the next boundary up: the route's error page.
    if (!isTaggedFailure(caught.error)) throw caught.error;
    return <QueryFailure error={caught.error} onRetry={this.retry} />;
  }
}

/**
 * Where a page reads its data with `useSuspenseQuery`: a skeleton while the data comes (the route's
 * loader has usually fetched it already, so none is shown), and on failure the reason with Try
 * again, which reads the data anew. A 401 has met the SPEC §8 rule in the adapters
 * (withUnauthorizedPolicy) before it gets here: nothing here applies it again. The prerendered
 * page has the skeleton, and the browser hydrates it as such before it reads (docs/prerender.md).
 * `skeleton`: "screen" (the default) for a page's list or form, "section" for a part of a page or a
 * short page, so that the footer does not jump when the data comes.
 */
export function QueryBoundary({
  children,
  skeleton = "screen",
}: {
  readonly children: ReactNode;
  readonly skeleton?: SkeletonSize;
}) {
  const hydrated = useHydrated();
  const pending = <Skeleton size={skeleton} />;
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <QueryCatch onReset={reset}>
          <Suspense fallback={pending}>{hydrated ? children : pending}</Suspense>
        </QueryCatch>
      )}
    </QueryErrorResetBoundary>
  );
}

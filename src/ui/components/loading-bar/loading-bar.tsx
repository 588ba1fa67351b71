import "@/ui/styles/components/loading-bar.css";
import { useEffect, useRef, useState } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { createLoadingBarController, type LoadingBarController } from "./loading-bar.controller";
import { INITIAL_LOADING_BAR } from "./loading-bar.machine";

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export interface LoadingBarProps {
  /** True while a navigation is pending (the shell reads the router's status). */
  readonly isLoading: boolean;
}

/**
 * The thin bar at the top during navigation (SPEC §9 timings). Quick navigations never show it.
 * With reduced motion the bar does not creep: it appears full and disappears.
 */
export function LoadingBar({ isLoading }: LoadingBarProps) {
  const { LL } = useI18nContext();
  const [state, setState] = useState(INITIAL_LOADING_BAR);
  const controller = useRef<LoadingBarController | null>(null);

  useEffect(() => {
    const created = createLoadingBarController(setState);
    controller.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (isLoading) controller.current?.start();
    else controller.current?.finish();
  }, [isLoading]);

  if (!state.visible) return null;
  const progress = prefersReducedMotion() ? 100 : Math.round(state.progress);
  return (
    <div
      className="ui-loading-bar"
      role="progressbar"
      aria-label={LL.common.loadingPage()}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
    >
      <div className="ui-loading-bar__fill" style={{ inlineSize: `${progress}%` }} />
    </div>
  );
}

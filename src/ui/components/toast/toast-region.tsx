import "@/ui/styles/components/toast.css";
import { type RefObject, useEffect, useRef, useSyncExternalStore } from "react";
import {
  type QueuedToast,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { dir } from "@/ui/i18n/locale";
import { IconButton } from "../icon-button";
import { CloseIcon } from "../icons";
import { useSwipeToDismiss } from "./swipe";
import { type AnimatedToastQueue, appToastQueue } from "./animated-toast-queue";
import { TOAST_SETTINGS, type ToastContent } from "./toast-queue";

// The lazy region connects the app's `toast` to the app's queue when this chunk arrives.
export { appToastApi } from "./animated-toast-queue";

/** SPEC §9: F8 (no modifier) moves focus to the newest toast. */
const useToastHotkey = (region: RefObject<HTMLDivElement | null>): void => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_SETTINGS.hotkey || event.altKey || event.ctrlKey || event.metaKey) return;
      const first = region.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [region]);
};

interface ToastItemProps {
  readonly toast: QueuedToast<ToastContent>;
  readonly queue: AnimatedToastQueue;
}

function ToastItem({ toast, queue }: ToastItemProps) {
  const { LL, locale } = useI18nContext();
  const { offset, handlers } = useSwipeToDismiss(dir(locale), () => queue.close(toast.key));
  const { title, description, tone } = toast.content;
  return (
    <AriaToast
      toast={toast}
      className="ui-toast"
      data-tone={tone}
      data-leaving={queue.isLeaving(toast.key) || undefined}
      style={offset === 0 ? {} : { transform: `translateX(${offset}px)` }}
      {...handlers}
    >
      <AriaToastContent className="ui-toast__content">
        <Text slot="title" className="ui-toast__title">
          {title}
        </Text>
        {description === undefined ? null : (
          <Text slot="description" className="ui-toast__description">
            {description}
          </Text>
        )}
      </AriaToastContent>
      <IconButton label={LL.common.dismissNotification()} onPress={() => queue.close(toast.key)}>
        <CloseIcon />
      </IconButton>
    </AriaToast>
  );
}

export interface ToastRegionProps {
  /** The app's queue by default; tests pass their own. */
  readonly queue?: AnimatedToastQueue;
}

/** Where toasts appear (a labelled landmark region). Render it once, near the root. */
export function ToastRegion({ queue = appToastQueue }: ToastRegionProps) {
  const { LL } = useI18nContext();
  const region = useRef<HTMLDivElement>(null);
  useToastHotkey(region);
  useSyncExternalStore(queue.subscribeLeaving, queue.leavingVersion, queue.leavingVersion);
  return (
    <AriaToastRegion ref={region} queue={queue} aria-label={LL.common.notifications()} className="ui-toast-region">
      {({ toast }) => <ToastItem toast={toast} queue={queue} />}
    </AriaToastRegion>
  );
}

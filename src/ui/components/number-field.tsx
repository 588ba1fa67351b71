import { startTransition, Suspense, useEffect, useRef, useState } from "react";
import { lazyWhenOnline } from "./load-when-online";
import { NUMBER_FIELD_LOOK, NumberFieldFrame, type NumberFieldProps } from "./number-field-frame";

export type { NumberFieldProps } from "./number-field-frame";

/** react-aria's NumberField is about 27 kB of gzip JavaScript: it loads when the field is about to be seen. */
const AriaNumberField = lazyWhenOnline(() => import("./aria-number-field").then((module) => module.AriaNumberField));

/**
 * How far from the screen a field starts loading: a short scroll's worth. The game page's draws
 * field sits about 375 px below a 1280 × 720 first screen and further on a phone, so it is not
 * part of the first view anywhere; it is there by the time the scroll reaches it.
 */
const AHEAD = "200px";

/**
 * True once the element is within {@link AHEAD} of the viewport (at once where there is no
 * IntersectionObserver). The change is a transition: while the field's code loads, React keeps the
 * frame on screen as it is, the same elements, instead of putting the boundary's fallback in its
 * place; a frame that had the focus (a Tab into it is what scrolls it near) keeps it until the
 * field takes it over.
 */
function useNearViewport(): readonly [React.RefObject<HTMLDivElement | null>, boolean, () => void] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const comeNear = () => startTransition(() => setNear(true));
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    if (typeof IntersectionObserver === "undefined") return comeNear();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && comeNear(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near, comeNear];
}

/**
 * The kit's number field (react-aria-components' NumberField, `aria-number-field.tsx`). Its code
 * is not part of a page's first view: the field's frame holds its place, label and value until the
 * field nears the screen or is focused or pressed, then the field takes over (with the focus, when
 * the frame has it then).
 */
export function NumberField(props: NumberFieldProps) {
  const [ref, near, want] = useNearViewport();
  const [frameFocused, setFrameFocused] = useState(false);
  const frame = (
    <NumberFieldFrame
      {...props}
      onWanted={() => {
        setFrameFocused(document.activeElement?.tagName === "INPUT");
        want();
      }}
    />
  );
  // Focus that left the frame before the field came stays where the player took it.
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!near && !event.currentTarget.contains(event.relatedTarget)) setFrameFocused(false);
  };
  // One boundary whether near or not, so the frame is the same element before and while the field
  // loads (the fallback shows only if something outside a transition needs the field first).
  return (
    <div ref={ref} onBlur={onBlur}>
      <Suspense fallback={frame}>
        {near ? (
          <AriaNumberField {...props} look={NUMBER_FIELD_LOOK} autoFocus={props.autoFocus === true || frameFocused} />
        ) : (
          frame
        )}
      </Suspense>
    </div>
  );
}

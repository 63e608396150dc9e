import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from "react";

// Below the fold, the prerendered HTML is already what a visitor sees; making it interactive
// can wait until they come near it (decision 259). Each part hydrates on its own, in its own
// short task, once it is within a screen of the viewport, or as soon as it is touched, clicked
// or focused; a visitor who never scrolls there never pays for it.

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function createGate(): Gate | null {
  // Only the first render of a prerendered page waits: on the server, and on a page reached in
  // the app (the root has hydrated by then), the part renders at once.
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Renders its children once the gate is open (React keeps the server's HTML until then). */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.opened);
  return children;
}

/** What opens a gate early: a person reaching for something in the part. */
const REACHES = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Prerendered content hydrated when it is near the viewport. Memoized: the part must not be
 * re-rendered by its parent before it has hydrated (an update would make React drop the server
 * HTML), so give it children that keep their identity (useMemo in the parent) and no context
 * that changes outside a transition.
 */
export const HydrateLater = memo(function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(createGate);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    for (const type of REACHES) element.addEventListener(type, gate.open, { capture: true });
    void gate.opened.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const type of REACHES) element.removeEventListener(type, gate.open, { capture: true });
    };
  }, [gate]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
});

import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from "react";

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

interface Controlled<E extends FieldElement> {
  ref?: Ref<E>;
  value?: unknown;
  checked?: boolean;
  onChange?: (event: ChangeEvent<E>) => void;
}

/**
 * What a visitor types into a prerendered field before React hydrates it stays on screen. React 19
 * keeps it but fires no change event, so the form's state would still be empty, and the form
 * would send nothing (react#26974; React's own fix is behind a flag). So, once, when a controlled
 * field mounts showing something other than its value, it hands that to `onChange`, as typing
 * would have. On a page rendered in the browser the two always agree and nothing happens.
 *
 * Returns the ref to put on the element (it also fills the caller's `ref`).
 */
export function useEarlyInput<E extends FieldElement>({
  ref,
  value,
  checked,
  onChange,
}: Controlled<E>) {
  const element = useRef<E | null>(null);
  const first = useRef({ value, checked, onChange });

  // A layout effect: it runs in the hydration commit, before any later render could write the
  // (still empty) state back over what is on screen.
  useLayoutEffect(() => {
    const field = element.current;
    const { value: initial, checked: initialChecked, onChange: change } = first.current;
    if (!field || !change) return;
    const isCheckbox = field instanceof HTMLInputElement && field.type === "checkbox";
    const differs = isCheckbox
      ? initialChecked !== undefined && field.checked !== initialChecked
      : initial !== undefined && field.value !== String(initial);
    // The handlers read only event.target / currentTarget, as with a real change event.
    if (differs) change({ target: field, currentTarget: field } as ChangeEvent<E>);
  }, []);

  return useCallback(
    (node: E | null) => {
      element.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
}

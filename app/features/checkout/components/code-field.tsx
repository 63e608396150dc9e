import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { CodeCheckAnswer } from "@shared/api/codes";
import { formatCents } from "@shared/commerce/cents";
import { checkCode, type CodeCheckBody } from "~/api/codes";
import { Button } from "~/components/ui/button";
import { controlClasses, FieldFrame } from "~/components/ui/field";
import { ApiFailure } from "~/lib/api-failure";

/** A code the server accepted for the order as it was then (`signature`). */
export interface AppliedCode {
  code: string;
  /** Cents off the first payment, and each line's part, in the order's lines' order. */
  discount: number;
  lines: number[];
  /** Each line's cents off each discounted box delivery, and for how many months (null: first box only). */
  perDelivery: number[];
  months: number | null;
  signature: string;
}

// The consent's sentences about a code come with the field that applies it (code-entry.tsx).
export { codeConsentLines } from "@shared/commerce/consent-code";

const CHECK_FAILED = "We could not check the code just now. Please try again.";

/**
 * Checkout's discount code (decision 267): a labelled field with Apply. The server prices the
 * code (POST /api/codes/check); a refusal is said beside the field in plain words, tied to it by
 * aria-describedby, and focus goes back to the field, as with the checkout's other fields. It
 * sits inside the checkout's <form>, so Enter applies the code instead of placing the order.
 * Opened by the customer (`CodeEntry`, `focusOnOpen`), it takes focus from the button it replaces.
 */
export function CodeField({
  order,
  applied,
  onApplied,
  check = checkCode,
  focusOnOpen = false,
}: {
  /** What the code is checked against now, with a signature that changes with it. */
  order: (Omit<CodeCheckBody, "code"> & { signature: string }) | null;
  applied: AppliedCode | null;
  onApplied: (applied: AppliedCode | null) => void;
  check?: (body: CodeCheckBody) => Promise<CodeCheckAnswer>;
  focusOnOpen?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const stale = applied !== null && order !== null && applied.signature !== order.signature;

  async function apply() {
    const code = input.current?.value.trim() ?? "";
    const refuse = (message: string) => {
      setError(message);
      onApplied(null);
      input.current?.focus();
    };
    if (code === "") return refuse("Enter a code.");
    if (!order) return refuse("Choose a pet for every box first.");
    setChecking(true);
    try {
      const answer = await check({ code, lines: order.lines, planId: order.planId });
      if (!answer.valid) return refuse(answer.reason ?? "This code cannot be used.");
      setError(null);
      onApplied({
        code: code.toUpperCase(),
        discount: answer.discount,
        lines: answer.lines.map((line) => line.discount),
        perDelivery: answer.lines.map((line) => line.perDelivery ?? 0),
        months: answer.months ?? null,
        signature: order.signature,
      });
    } catch (failure) {
      refuse(failure instanceof ApiFailure ? failure.message : CHECK_FAILED);
    } finally {
      setChecking(false);
    }
  }

  function remove() {
    onApplied(null);
    setError(null);
    if (input.current) {
      input.current.value = "";
      input.current.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void apply();
  }

  const status = applied
    ? stale
      ? `Your order changed: press Apply to check ${applied.code} again.`
      : `${applied.code} applied: ${formatCents(applied.discount)} off.`
    : "";
  return (
    <FieldFrame
      id={id}
      label="Discount code"
      error={error}
      describedBy={status ? `${id}-status` : undefined}
    >
      {(wiring) => (
        <>
          <div className="flex gap-2">
            <input
              {...wiring}
              ref={input}
              name="discountCode"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              onKeyDown={onKeyDown}
              className={controlClasses}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => void apply()}
              disabled={checking}
            >
              {checking ? "Checking…" : "Apply"}
            </Button>
          </div>
          <p id={`${id}-status`} role="status" className="text-sm text-stone-800">
            {status}
          </p>
          {applied ? (
            <Button type="button" variant="ghost" size="sm" className="self-start" onClick={remove}>
              Remove code {applied.code}
            </Button>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}

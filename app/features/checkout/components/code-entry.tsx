import { lazy, Suspense, useState, type ComponentProps } from "react";
import type { ConsentLine } from "@shared/commerce/consent";
import type { ConsentCode } from "@shared/commerce/consent-code";
import type { Plan } from "@shared/commerce/plans";
import { Button } from "~/components/ui/button";
import { Loading } from "~/components/ui/load-state";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import type { CodeField as Field } from "./code-field";

// The field, its check and the consent's sentences about a code load when the customer says they
// have a code: most orders have none, and checkout's first load stays within its budget
// (decisions 007, 277).
const codeField = lazyWithRetry(() => import("./code-field"));
const CodeField = lazy(() => codeField.load().then((module) => ({ default: module.CodeField })));

/**
 * The consent's sentences about an applied code (shared/commerce/consent-code.ts, as the server
 * writes them). A code is applied only by the field, so its module is there.
 */
export function codeSentences(
  lines: readonly ConsentLine[],
  code: ConsentCode,
  plan: Plan,
): string[] {
  return codeField.current()?.codeConsentLines(lines, code, plan) ?? [];
}

/**
 * "Have a discount or referral code?" at checkout: a button that opens the code field in its
 * place, focus in it. Open already while a code is applied, so the customer can remove it.
 */
export function CodeEntry(props: Omit<ComponentProps<typeof Field>, "focusOnOpen">) {
  const [opened, setOpened] = useState(false);
  if (!opened && props.applied === null) {
    return (
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        aria-expanded={false}
        onClick={() => setOpened(true)}
      >
        Have a discount or referral code?
      </Button>
    );
  }
  return (
    <Suspense fallback={<Loading label="Loading the code field" minHeight="" />}>
      <CodeField {...props} focusOnOpen={opened} />
    </Suspense>
  );
}

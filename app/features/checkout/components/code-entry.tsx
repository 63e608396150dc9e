import { useState, type ComponentProps } from "react";
import type { ConsentLine } from "@shared/commerce/consent";
import type { ConsentCode } from "@shared/commerce/consent-code";
import type { Plan } from "@shared/commerce/plans";
import { Button } from "~/components/ui/button";
import { Loading } from "~/components/ui/load-state";
import { lazyWithRetry, useLazyModule } from "~/lib/lazy-with-retry";
import type { CodeField as Field } from "./code-field";

// The field, its check and the consent's sentences about a code load when the customer says they
// have a code: most orders have none, and checkout's first load stays within its budget
// (decisions 007, 277).
const codeField = lazyWithRetry(() => import("./code-field"));

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
 * place, focus in it. Open already while a code is applied, so the customer can remove it. When
 * the field cannot be fetched, the button stays with a message, and pressing it tries again.
 */
export function CodeEntry(props: Omit<ComponentProps<typeof Field>, "focusOnOpen">) {
  const { module, failed, load } = useLazyModule(codeField);
  const [opened, setOpened] = useState(false);
  const open = opened || props.applied !== null;
  if (open && module) return <module.CodeField {...props} focusOnOpen={opened} />;
  if (open && !failed) return <Loading label="Loading the code field" minHeight="" />;
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        aria-expanded={false}
        onClick={() => {
          setOpened(true);
          load();
        }}
      >
        Have a discount or referral code?
      </Button>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          We could not open the code field just now. Please try again.
        </p>
      ) : null}
    </div>
  );
}

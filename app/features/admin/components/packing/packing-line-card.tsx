import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ApiFailure } from "~/lib/api-failure";
import { markDeliveryOutcome, packDelivery } from "../../api/packing";
import { toShip, type PackingLine } from "../../packing-model";
import { LineSummary } from "./line-summary";
import { ShipForm } from "./ship-form";

export type LineChange = Partial<
  Pick<PackingLine, "state" | "packed" | "carrier" | "trackingNumber">
>;

/**
 * One box on the packing list: its details, a tick for bulk shipping, and its next step (Mark
 * packed, Ship; once shipped, Mark delivered or Mark returned; a delivered box can still come
 * back). Big targets: this is used standing at the packing table, phone in one hand.
 */
export function PackingLineCard({
  line,
  selected,
  onSelect,
  onChanged,
  focusOnMount = false,
}: {
  line: PackingLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onChanged: (change: LineChange) => void;
  /** The first box of a page just shown: the keyboard goes on from it (decision 261). */
  focusOnMount?: boolean;
}) {
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusOnMount) card.current?.focus();
    // Only when the card first shows: a later change must not take the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [shipping, setShipping] = useState(false);
  const [working, setWorking] = useState<"packed" | "delivered" | "returned" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = toShip(line);
  const tickId = `select-${line.deliveryId}`;

  const sent = line.state === "shipped" || line.state === "delivered";

  async function step(state: "packed" | "delivered" | "returned") {
    setWorking(state);
    setFailure(null);
    try {
      if (state === "packed") await packDelivery(line.deliveryId);
      else await markDeliveryOutcome(line.deliveryId, state);
      onChanged(state === "packed" ? { state, packed: true } : { state });
    } catch (error) {
      setFailure(
        error instanceof ApiFailure
          ? error.message
          : "That did not work just now. Please try again.",
      );
    } finally {
      setWorking(null);
    }
  }

  return (
    <li
      ref={card}
      tabIndex={focusOnMount ? -1 : undefined}
      className={`rounded-2xl border bg-white p-4 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${line.state === "late" ? "border-red-300" : "border-stone-200"}`}
    >
      <div className="flex gap-3">
        {open ? (
          <div className="pt-0.5">
            <input
              id={tickId}
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              className="size-7 rounded accent-amber-800"
            />
            <label htmlFor={tickId} className="sr-only">
              Select {line.orderNumber} for shipping together
            </label>
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <LineSummary line={line} />
          {open && !shipping ? (
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              {line.state !== "packed" && !line.packed ? (
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={working !== null}
                  onClick={() => void step("packed")}
                  aria-label={`Mark ${line.orderNumber} packed`}
                >
                  {working === "packed" ? "Marking…" : "Mark packed"}
                </Button>
              ) : null}
              <Button
                size="lg"
                onClick={() => setShipping(true)}
                aria-label={`Ship ${line.orderNumber}`}
              >
                Ship…
              </Button>
            </div>
          ) : null}
          {sent ? (
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              {line.state === "shipped" ? (
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={working !== null}
                  onClick={() => void step("delivered")}
                  aria-label={`Mark ${line.orderNumber} delivered`}
                >
                  {working === "delivered" ? "Marking…" : "Mark delivered"}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                size="lg"
                disabled={working !== null}
                onClick={() => void step("returned")}
                aria-label={`Mark ${line.orderNumber} returned`}
              >
                {working === "returned" ? "Marking…" : "Mark returned"}
              </Button>
            </div>
          ) : null}
          {open && shipping ? (
            <ShipForm
              line={line}
              onCancel={() => setShipping(false)}
              onShipped={(shipment) => {
                setShipping(false);
                onChanged({ state: "shipped", trackingNumber: shipment.trackingNumber });
              }}
            />
          ) : null}
          {failure ? (
            <div className="mt-3">
              <Alert tone="error">{failure}</Alert>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

import { Link } from "react-router";
import type { AffectedBox } from "@shared/api/pets";
import { formatCalendarDate } from "@shared/commerce/dates";
import { paths } from "~/config/paths";

/**
 * After a pet is saved, its upcoming boxes that hold something it is allergic to (decision
 * 216): per subscription, each box's ship date and the swap the shop will make, and a link that
 * opens that subscription's Swap box dialog on /account/subscriptions.
 */
export function AffectedBoxes({ petName, boxes }: { petName: string; boxes: AffectedBox[] }) {
  if (boxes.length === 0) return null;
  const bySubscription = new Map<number, AffectedBox[]>();
  for (const box of boxes) {
    bySubscription.set(box.subscriptionId, [
      ...(bySubscription.get(box.subscriptionId) ?? []),
      box,
    ]);
  }
  return (
    <section
      aria-labelledby="allergy-affected-title"
      className="rounded-3xl border-2 border-red-300 bg-red-50 p-5 text-red-950 sm:p-6"
      data-testid="allergy-affected"
    >
      <h2 id="allergy-affected-title" className="text-xl font-bold wrap-anywhere">
        Upcoming boxes with something {petName} can&apos;t have
      </h2>
      <p className="mt-1">
        We checked {petName}&apos;s subscriptions against these allergies. Unless you swap the box,
        this is what we do:
      </p>
      <ul className="mt-3 flex flex-col gap-4">
        {[...bySubscription.values()].map((list) => {
          const first = list[0]!;
          return (
            <li key={first.subscriptionId} className="flex flex-col gap-1">
              <p className="font-semibold wrap-anywhere">{first.boxName}</p>
              <ul className="flex flex-col gap-1 text-sm">
                {list.map((box) => (
                  <li key={box.date} data-testid="allergy-affected-box">
                    Ships on {formatCalendarDate(box.date)}: {box.allergySwap}.
                  </li>
                ))}
              </ul>
              {first.canSwapBox ? (
                <Link
                  to={paths.accountSubscriptions(first.subscriptionId)}
                  className="mt-1 font-semibold text-red-950 underline underline-offset-2"
                >
                  Swap {first.boxName} for another box
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { StockLine } from "../../shared/api/admin/stock";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { facts, link, paragraph } from "../mail/content";
import { composeMessage, type OutgoingMessage } from "./outbox";

/**
 * The owner's notice of a shortfall (issue 27, decision 251): what is missing to pack this month
 * and next, sent at most once a shop day, with a link to the Stock screen.
 */
export function stockShortfallMessage(
  short: readonly StockLine[],
  today: string,
  recipient: { uid: string | null; email: string },
  shopUrl: string,
): OutgoingMessage {
  const count = short.length;
  const lead = `On ${formatCalendarDate(today)}, ${count === 1 ? "1 item is" : `${count} items are`} short for the boxes still to pack this month and next.`;
  return composeMessage(
    "stock_shortfall",
    recipient,
    `PetBox stock: ${count === 1 ? "1 item" : `${count} items`} short`,
    {
      title: "Stock is short",
      preview: lead,
      shopUrl,
      blocks: [
        paragraph(lead),
        facts(
          ...short.map((line) => ({
            label: line.kind === "box" ? line.name : `${line.name} (allergy swap-in)`,
            value: `${line.shortfall} short: ${line.thisMonth + line.nextMonth} to pack, ${Math.max(0, line.onHand)} on hand`,
          })),
        ),
        paragraph("This e-mail is sent at most once a day."),
        link("Open Stock in the back office", new URL("/admin/stock", shopUrl).toString()),
      ],
    },
  );
}

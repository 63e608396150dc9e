import type { ProblemResolution } from "../../shared/api/problems";
import { formatCents } from "../../shared/commerce/cents";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { link, paragraph, quote } from "../mail/content";
import { boxFor } from "./message-parts";
import { composeMessage, type OutgoingMessage } from "./outbox";

interface Recipient {
  uid: string | null;
  email: string | null;
}

/** The outcome in one sentence, as the e-mail and /account/orders say it (decision 233). */
export function resolutionSentence(outcome: {
  resolution: ProblemResolution;
  amount: number | null;
  replacementDate: string | null;
  creditDate: string | null;
}): string {
  switch (outcome.resolution) {
    case "replacement":
      return outcome.replacementDate
        ? `We are sending you a new box, free of charge: it ships on ${formatCalendarDate(outcome.replacementDate)}.`
        : "We are sending you a new box, free of charge.";
    case "refund":
      return `We are refunding you ${formatCents(outcome.amount ?? 0)}.`;
    case "credit":
      return outcome.creditDate
        ? `${formatCents(outcome.amount ?? 0)} comes off your next box, on ${formatCalendarDate(outcome.creditDate)}.`
        : `${formatCents(outcome.amount ?? 0)} is kept as a credit for your next box.`;
  }
}

/** "About your box": support resolved the customer's problem report (issue 26). */
export function problemResolvedMessage(
  problem: {
    boxName: string;
    petName: string | null;
    deliveryDate: string;
    resolution: ProblemResolution;
    amount: number | null;
    replacementDate: string | null;
    creditDate: string | null;
  },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const name = boxFor(problem.boxName, problem.petName);
  const lead = `Thank you for telling us about ${name} of ${formatCalendarDate(problem.deliveryDate)}, and sorry it went wrong.`;
  return composeMessage("problem_resolved", recipient, "About your PetBox box", {
    title: "About your box",
    preview: resolutionSentence(problem),
    shopUrl,
    blocks: [
      paragraph(lead),
      paragraph(resolutionSentence(problem)),
      link("See your orders", absoluteRouteUrl(shopUrl, "accountOrders")),
    ],
  });
}

/** Support's answer to a contact message, by e-mail (decision 234), quoting what was asked. */
export function contactReplyMessage(
  reply: { name: string; question: string; text: string },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  return composeMessage("contact_reply", recipient, "Re: your message to PetBox", {
    title: "Our answer to your message",
    preview: reply.text.slice(0, 120),
    shopUrl,
    blocks: [paragraph(`Hello ${reply.name},`), paragraph(reply.text), quote(reply.question)],
  });
}

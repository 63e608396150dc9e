import { resolutionSentence, type ProblemResolution } from "../../shared/api/problems";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { link, paragraph, quote } from "../mail/content";
import { boxFor } from "./message-parts";
import { composeMessage, type OutgoingMessage } from "./outbox";

interface Recipient {
  uid: string | null;
  email: string | null;
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

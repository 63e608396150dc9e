import { shippingRuleText } from "@shared/commerce/delivery-texts";
import {
  allergyRuleText,
  cancelRuleText,
  changeRuleText,
  firstBoxChangeText,
  firstBoxRuleText,
  paymentRuleText,
  PREPAID_CANCEL_TEXT,
} from "@shared/commerce/fulfilment-rules";

export interface HelpTopic {
  id: string;
  heading: string;
  questions: { question: string; answer: string[] }[];
}

/**
 * Every sentence that states a rule or a number is made by the module that holds the rule
 * (fulfilment-rules.ts, the zones and plans files), so the help says what /terms, checkout and
 * the e-mails say (routes/help.test.tsx compares them).
 */
export function helpTopics(): HelpTopic[] {
  return [
    {
      id: "shipping",
      heading: "Shipping",
      questions: [
        {
          question: "Where do you ship, and how long does a box take?",
          answer: [shippingRuleText()],
        },
        { question: "When does my first box ship?", answer: [firstBoxRuleText()] },
      ],
    },
    {
      id: "skipping",
      heading: "Skipping and changing a box",
      questions: [
        {
          question: "Can I skip a box, or change it?",
          answer: [
            changeRuleText(),
            "Under My subscriptions you see your next boxes, each with its ship date and what you can still do with it.",
          ],
        },
      ],
    },
    {
      id: "cancelling",
      heading: "Cancelling",
      questions: [
        {
          question: "How do I cancel, and what does it cost?",
          answer: [
            "Cancel whenever you like under My subscriptions, with no fee and no minimum term.",
            firstBoxChangeText(),
            cancelRuleText(),
            PREPAID_CANCEL_TEXT,
          ],
        },
      ],
    },
    {
      id: "allergies",
      heading: "Allergies",
      questions: [
        { question: "My pet is allergic to something. What now?", answer: [allergyRuleText()] },
      ],
    },
    {
      id: "payment",
      heading: "Payment",
      questions: [
        {
          question: "When and how do I pay?",
          answer: [
            paymentRuleText(),
            "Each plan, what one payment covers and its discount are set out in our Terms of Service, and checkout shows the price of every box before you order.",
          ],
        },
      ],
    },
  ];
}

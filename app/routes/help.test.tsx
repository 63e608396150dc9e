// /help answers in the rules' own sentences (issue 25 §8): each comes from the module that holds
// the rule, so it says what /terms, checkout and the e-mails say.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { allergenTags } from "@shared/allergens";
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
import { fulfilmentSettings } from "@shared/shop/fulfilment";
import { shippingZones } from "@shared/shop/shipping-zones";
import { supportSettings } from "@shared/shop/support";
import HelpScreen from "./help";
import TermsScreen from "./terms";

function textOf(Screen: () => React.ReactNode) {
  const { unmount } = render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
  const text = document.body.textContent ?? "";
  unmount();
  return text;
}

describe("/help", () => {
  it("answers shipping, skipping, cancelling, allergies and payment with the rules' sentences", () => {
    const page = textOf(HelpScreen);
    for (const sentence of [
      shippingRuleText(),
      firstBoxRuleText(),
      changeRuleText(),
      firstBoxChangeText(),
      cancelRuleText(),
      PREPAID_CANCEL_TEXT,
      allergyRuleText(),
      paymentRuleText(),
    ]) {
      expect(page).toContain(sentence);
    }
    // The numbers, as the owner's files hold them.
    const { packingWorkingDays, firstBoxChangeHours } = fulfilmentSettings;
    expect(page).toContain(`${packingWorkingDays} working days before it ships`);
    expect(page).toContain(`at least ${firstBoxChangeHours} hours`);
    for (const zone of shippingZones) {
      expect(page).toContain(`${zone.name}, about ${zone.transitWorkingDays} working days`);
    }
    for (const tag of allergenTags) expect(page).toContain(tag);
  });

  it("names its topics as headings and gives the support address to write to", () => {
    render(
      <MemoryRouter>
        <HelpScreen />
      </MemoryRouter>,
    );
    for (const topic of [
      "Shipping",
      "Skipping and changing a box",
      "Cancelling",
      "Allergies",
      "Payment",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: topic })).toBeInTheDocument();
    }
    const email = screen.getByRole("link", { name: supportSettings.email });
    expect(email).toHaveAttribute("href", `mailto:${supportSettings.email}`);
  });

  it("states payment as /terms does, from the same function", () => {
    expect(textOf(TermsScreen)).toContain(paymentRuleText());
  });
});

// /terms states the owner's rule as the shop applies it (decision 207): the sentences come from
// shared/commerce/fulfilment-rules.ts, with the numbers of shared/shop/fulfilment.json.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TERMS_VERSION } from "@shared/commerce/terms-version";
import { shippingPricesText, shippingRuleText } from "@shared/commerce/delivery-texts";
import {
  cancelRuleText,
  changeRuleText,
  firstBoxRuleText,
  PREPAID_CANCEL_TEXT,
} from "@shared/commerce/fulfilment-rules";
import { formatCents } from "@shared/commerce/cents";
import { shippingZones } from "@shared/shop/shipping-zones";
import { fulfilmentSettings } from "@shared/shop/fulfilment";
import TermsScreen from "./terms";

describe("/terms", () => {
  it("says when boxes ship and until when they change, with the shop's own numbers", () => {
    render(
      <MemoryRouter>
        <TermsScreen />
      </MemoryRouter>,
    );
    const page = document.body.textContent ?? "";
    for (const sentence of [
      changeRuleText(),
      firstBoxRuleText(),
      cancelRuleText(),
      PREPAID_CANCEL_TEXT,
      shippingRuleText(),
    ]) {
      expect(page).toContain(sentence);
    }
    const { packingWorkingDays, firstBoxChangeHours } = fulfilmentSettings;
    expect(page).toContain(`${packingWorkingDays} working days before it ships`);
    expect(page).toContain(`at least ${firstBoxChangeHours} hours to change or cancel it`);
    // Every zone the address form ships to, with its transit days.
    for (const zone of shippingZones) {
      expect(page).toContain(`${zone.name}, about ${zone.transitWorkingDays} working days`);
    }
    // And what shipping a box there costs (decision 213): the US free, the others per box.
    expect(page).toContain(shippingPricesText());
    for (const zone of shippingZones) {
      const price = zone.boxShippingCents === 0 ? "free" : formatCents(zone.boxShippingCents);
      expect(page).toContain(`${zone.name} ${price}`);
    }
    expect(page).toContain("United States free; Canada $8.00;");
    expect(page).not.toContain("Shipping is free.");
    // The old promises it no longer makes.
    expect(page).not.toContain("continental United States");
    expect(page).not.toContain("first week of the delivery month");
    expect(page).not.toContain("until 3 days before");
    expect(page).not.toContain("within 2 working days of your order");
    expect(screen.getByText(`Terms version: ${TERMS_VERSION}.`, { exact: false })).toBeVisible();
  });
});

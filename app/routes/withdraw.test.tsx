// /terms explains the right of withdrawal with the numbers of its rule (issue 25 §7), and the
// withdrawal page says the same.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import {
  FOLLOW_UP_WORKING_DAYS,
  RETURN_DAYS,
  WITHDRAWAL_DAYS,
  withdrawalTermsParagraphs,
} from "@shared/commerce/withdrawal-rules";
import TermsScreen from "./terms";

describe("/terms", () => {
  it("has a section on the right of withdrawal, in the rule's words and numbers", () => {
    const Stub = createRoutesStub([{ path: "/terms", Component: TermsScreen }]);
    render(<Stub initialEntries={["/terms"]} />);
    const section = screen.getByRole("region", { name: "Your right of withdrawal" });
    const text = section.textContent ?? "";
    for (const paragraph of withdrawalTermsParagraphs()) expect(text).toContain(paragraph);
    expect(text).toContain(`within ${WITHDRAWAL_DAYS} days without giving any reason`);
    expect(text).toContain(`"Withdraw from contract here" at the foot of every page`);
    expect(text).toContain(`within ${RETURN_DAYS} days of withdrawing`);
    expect(text).toContain(`within ${FOLLOW_UP_WORKING_DAYS} working days`);
    expect(text).toContain("every subscription of that order is cancelled at once");
  });
});

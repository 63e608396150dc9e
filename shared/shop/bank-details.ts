import { object, reader, string, nonEmpty } from "../reader";
import file from "./bank-details.json";

/**
 * Where a customer's bank transfer goes (decision 269): the owner's data file, like the other
 * files of shared/shop, built into the app and read by the server. Without card payments, a gift
 * is paid by transfer to this account quoting the order's number. The numbers shipped here are
 * examples: the owner writes the shop's own before selling gifts.
 */
export interface BankDetails {
  accountName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
}

const bankReader = reader<BankDetails>(
  object<BankDetails>({
    accountName: string(nonEmpty),
    bankName: string(nonEmpty),
    routingNumber: string(nonEmpty),
    accountNumber: string(nonEmpty),
  }),
);

/** Reads the file, or throws naming it. */
export function readBankDetails(input: unknown): BankDetails {
  const read = bankReader.safeParse(input);
  if (!read.success) {
    throw new Error(
      "shared/shop/bank-details.json is not valid: it gives accountName, bankName, routingNumber and accountNumber, each as text.",
    );
  }
  return read.data;
}

export const shopBankDetails: BankDetails = /* @__PURE__ */ readBankDetails(file);

import type { Order } from "@shared/api/orders";

// For tests: one order as GET /api/orders/:id answers it (confirmation, route).

/** An order of one box for Mochi, prepaid for 6 deliveries, paid on the first delivery. */
export const testOrder: Order = {
  id: "3f0c6d0e-7a43-4a43-9a43-0c6d0e7a4343",
  number: 42,
  status: "pay_on_delivery",
  planId: "prepay-6",
  planName: "Prepay 6 deliveries",
  total: 17094,
  shipping: 0,
  currency: "USD",
  paymentMethod: "pay_on_delivery",
  createdAt: "2026-11-23T10:00:00Z",
  lines: [
    {
      boxId: "1",
      boxName: "Cozy Cat Corner",
      petId: 7,
      petName: "Mochi",
      quantity: 1,
      frequency: "Monthly",
      listPrice: 2999,
      unitPrice: 2849,
      deliveries: 6,
      lineTotal: 17094,
      firstDeliveryDate: "2026-11-25",
      allergySwap: null,
      subscriptionId: 3,
    },
  ],
  address: {
    fullName: "Mia Moss",
    line1: "12 Willow Lane",
    line2: "",
    city: "Springfield",
    region: "IL",
    postalCode: "62701",
    country: "US",
    phone: null,
  },
  consent: "…",
  termsVersion: "2026-11-23",
};

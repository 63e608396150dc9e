// Test only: loaded with `node --import` into a shop server that an e2e test starts for itself
// (tests/e2e/support/dated-shop.ts). Its clock runs SHIFTED_CLOCK_MS behind or ahead, so a test
// can place an order "weeks ago" and then, on a server at today's date, find its box late.
const shift = Number(process.env.SHIFTED_CLOCK_MS ?? 0);
if (shift !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + shift);
      else super(...args);
    }
    static now() {
      return realNow() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}

import { describe, expect, it } from "vitest";
import { bookStayBody } from "./stay-schemas.ts";
import { PAYMENT_METHODS, STAY_PAYMENT_METHODS } from "./stays.ts";

describe("a stay's payment methods, said once", () => {
  it("the booking takes exactly the methods the payment page offers, with the page's words", () => {
    expect(PAYMENT_METHODS.map((method) => method.value)).toEqual([...STAY_PAYMENT_METHODS]);
    expect(PAYMENT_METHODS.map((method) => method.label)).toEqual(["Pay online with Razorpay", "Pay at the property"]);
    const method = bookStayBody.shape.paymentMethod;
    for (const value of STAY_PAYMENT_METHODS) expect(method.safeParse(value).success).toBe(true);
    expect(method.safeParse("cash").success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  chargedNightGroups,
  EXTRA_GUEST_CHARGE_PER_NIGHT,
  extraGuestsOf,
  nightsAt,
  priceBreakup,
  STAY_TAXES_PER_NIGHT,
  type StayCoupon,
} from "./stays.ts";

/**
 * The price of a stay (spec member-side §9): "free days deducted first, remainder charged at the
 * regular rate, extra guests charged" — ₹1000 a person a night beyond 2 adults and 2 children — a coupon off the
 * charged nights, ₹719 taxes and fees every night.
 */
const tenPercent: StayCoupon = { code: "FIRSTSTAY", description: "", kind: "percent", value: 10, minNights: 1 };
const fiveHundred: StayCoupon = { code: "FLAT500", description: "", kind: "amount", value: 500, minNights: 1 };

describe("priceBreakup", () => {
  const rate = 8000;
  const cases: {
    name: string;
    nights: number;
    coupon?: StayCoupon;
    freeNightsLeft?: number;
    extraGuests?: number;
    want: {
      freeNights: number;
      roomCharges: number;
      discount: number;
      extraGuestCharge: number;
      taxes: number;
      total: number;
    };
  }[] = [
    {
      name: "no membership, no extras",
      nights: 3,
      want: { freeNights: 0, roomCharges: 24000, discount: 0, extraGuestCharge: 0, taxes: 2157, total: 26157 },
    },
    {
      name: "free nights cover the stay",
      nights: 3,
      freeNightsLeft: 14,
      want: { freeNights: 3, roomCharges: 0, discount: 0, extraGuestCharge: 0, taxes: 2157, total: 2157 },
    },
    {
      name: "the remainder at the rate",
      nights: 5,
      freeNightsLeft: 2,
      want: { freeNights: 2, roomCharges: 24000, discount: 0, extraGuestCharge: 0, taxes: 3595, total: 27595 },
    },
    {
      name: "no free nights left",
      nights: 2,
      freeNightsLeft: 0,
      want: { freeNights: 0, roomCharges: 16000, discount: 0, extraGuestCharge: 0, taxes: 1438, total: 17438 },
    },
    {
      name: "extra guests every night, free nights too",
      nights: 3,
      freeNightsLeft: 14,
      extraGuests: 1,
      want: { freeNights: 3, roomCharges: 0, discount: 0, extraGuestCharge: 3000, taxes: 2157, total: 5157 },
    },
    {
      name: "a percent coupon on the charged nights only",
      nights: 4,
      freeNightsLeft: 1,
      coupon: tenPercent,
      want: { freeNights: 1, roomCharges: 24000, discount: 2400, extraGuestCharge: 0, taxes: 2876, total: 24476 },
    },
    {
      name: "an amount coupon never more than the room charges",
      nights: 2,
      freeNightsLeft: 2,
      coupon: fiveHundred,
      extraGuests: 2,
      want: { freeNights: 2, roomCharges: 0, discount: 0, extraGuestCharge: 4000, taxes: 1438, total: 5438 },
    },
    {
      name: "coupon and extra guests together",
      nights: 2,
      coupon: fiveHundred,
      extraGuests: 2,
      want: { freeNights: 0, roomCharges: 16000, discount: 500, extraGuestCharge: 4000, taxes: 1438, total: 20938 },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const price = priceBreakup(nightsAt(rate, c.nights), c.coupon, {
        freeNightsLeft: c.freeNightsLeft,
        extraGuests: c.extraGuests,
      });
      expect(price).toMatchObject({ nights: c.nights, pricePerNight: rate, ...c.want });
      expect(price.taxes).toBe(STAY_TAXES_PER_NIGHT * c.nights);
      expect(price.total).toBe(price.roomCharges - price.discount + price.extraGuestCharge + price.taxes);
    });
  }

  it("prices each night at its own price: the free nights are the stay's first, the coupon on the nights charged", () => {
    const nights = [6000, 9000, 9000, 7000];
    const price = priceBreakup(nights, tenPercent, { freeNightsLeft: 1, extraGuests: 1 });
    expect(price).toMatchObject({
      nights: 4,
      nightPrices: nights,
      pricePerNight: 6000,
      freeNights: 1,
      roomCharges: 25_000,
      discount: 2500,
      extraGuestCharge: 4000,
      taxes: 4 * STAY_TAXES_PER_NIGHT,
      total: 25_000 - 2500 + 4000 + 4 * STAY_TAXES_PER_NIGHT,
    });
    expect(chargedNightGroups(price)).toEqual([
      { nights: 2, price: 9000 },
      { nights: 1, price: 7000 },
    ]);
    expect(priceBreakup([], undefined)).toMatchObject({ nights: 0, pricePerNight: 0, roomCharges: 0, total: 0 });
    // one price for every night: the same as a stay at the villa's rate
    expect(priceBreakup(nightsAt(8000, 3))).toEqual({ ...priceBreakup([8000, 8000, 8000]) });
    expect(priceBreakup(nightsAt(8000, 3)).roomCharges).toBe(24_000);
  });

  it("counts the guests beyond 2 adults and 2 children", () => {
    expect([
      extraGuestsOf(2, 2),
      extraGuestsOf(3, 0),
      extraGuestsOf(4, 2),
      extraGuestsOf(1, 3),
      extraGuestsOf(5, 4),
    ]).toEqual([0, 1, 2, 1, 5]);
    expect(EXTRA_GUEST_CHARGE_PER_NIGHT).toBe(1000);
  });
});

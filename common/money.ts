const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping and no decimals: ₹12,50,000. */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

/** A number with Indian digit grouping: 12,50,000. */
export function formatIndian(value: number): string {
  return grouped.format(value);
}

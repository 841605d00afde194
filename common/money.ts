/** Rupees and Indian digit grouping (common/format.ts formats them, in either language). */
export { formatIndian, formatRupees } from "./format.ts";

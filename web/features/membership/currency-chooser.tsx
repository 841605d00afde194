import { useId } from "react";
import { CURRENCIES, type CurrencyCode } from "../../../common/currency";
import { CurrencyFlag } from "./currency-flag";
import { useMembershipTexts } from "./membership-texts";

/** INR, USD, EUR, GBP as pressed/unpressed buttons; display only: the price changes, nothing is charged in it. */
export function CurrencyChooser({
  value,
  onChange,
  label,
  tone = "light",
}: {
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
  label: string;
  tone?: "light" | "dark";
}) {
  const labelId = useId();
  const { t } = useMembershipTexts();
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center sm:gap-3">
      <span id={labelId} className={`text-sm font-medium ${tone === "dark" ? "text-cream-100" : "text-ink/80"}`}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="grid grid-cols-4 gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-forest-900/15 sm:flex"
      >
        {CURRENCIES.map((c) => {
          const pressed = c.code === value;
          return (
            <button
              key={c.code}
              type="button"
              aria-pressed={pressed}
              title={t(`currencies.${c.code}`)}
              onClick={() => onChange(c.code)}
              className={`inline-flex items-center justify-center gap-1.5 rounded-full px-2 py-2 text-sm font-semibold transition-colors sm:px-3.5 ${
                pressed ? "bg-forest-900 text-cream-50" : "text-forest-900 hover:bg-forest-100"
              }`}
            >
              <CurrencyFlag countryCode={c.countryCode} />
              {c.code}
            </button>
          );
        })}
      </div>
    </div>
  );
}

import type { CountryCode } from "../../../common/currency";

/**
 * Small flag-like badges drawn in SVG (no external images): simplified, recognisable at 20×14 px.
 * Decorative: the currency code beside them carries the meaning.
 */
export function CurrencyFlag({
  countryCode,
  className = "h-3.5 w-5",
}: {
  countryCode: CountryCode;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 30 20"
      className={`shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/15 ${className}`}
      aria-hidden="true"
      focusable="false"
      data-country={countryCode}
    >
      {FLAGS[countryCode]}
    </svg>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

const FLAGS: Record<CountryCode, React.ReactNode> = {
  IN: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={i * (20 / 13)} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
      {[
        [2.5, 2.2],
        [6.5, 2.2],
        [10.5, 2.2],
        [4.5, 5.4],
        [8.5, 5.4],
        [2.5, 8.6],
        [6.5, 8.6],
        [10.5, 8.6],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="0.8" fill="#fff" />
      ))}
    </>
  ),
  EU: (
    <>
      <rect width="30" height="20" fill="#003399" />
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        return (
          <circle
            key={i}
            cx={round(15 + Math.sin(angle) * 6)}
            cy={round(10 - Math.cos(angle) * 6)}
            r="0.9"
            fill="#ffcc00"
          />
        );
      })}
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0V20M0 10H30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
};

/** The club's lotus mark. */
export function LotusMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#1f3d2b" />
      <path d="M20 9c3 4 4 8 0 15-4-7-3-11 0-15Z" fill="#f2b441" />
      <path d="M9 17c5 0 8 3 11 9-6 0-10-3-11-9Zm22 0c-5 0-8 3-11 9 6 0 10-3 11-9Z" fill="#e8891d" />
      <path d="M8 28h24" stroke="#f7f1e3" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

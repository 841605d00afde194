/**
 * One choice of a small radio group drawn as a pill (e.g. "Upload an image" / "Draw on screen"): the radio is kept
 * for the keyboard and screen readers, the label is what is seen, with the focus ring when the radio has focus.
 */
export function ChoicePill({
  name,
  value,
  checked,
  onSelect,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus-ring ${
        checked ? "border-forest-900 bg-forest-900 text-white" : "border-forest-700 text-forest-900 hover:bg-forest-100"
      }`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="sr-only" />
      {label}
    </label>
  );
}

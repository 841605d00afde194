/** Office section being built in this session (issue 15); its helper replaces this module. */
export default function OfficeSection() {
  return <h1 className="font-display text-3xl text-forest-950">Club office</h1>;
}

/** Staff invitation (issue 15) being built in this session; its helper replaces this module. */
export default function StaffInvite() {
  return <h1 className="font-display text-3xl text-forest-950">Staff invitation</h1>;
}

import { Link } from "react-router";

/** "Ask about this villa" on a villa's pages: the contact form with the villa filled in. */
export function AskAboutVilla({ villaId }: { villaId: string }) {
  return (
    <Link
      to={`/contact?villa=${encodeURIComponent(villaId)}`}
      className="mt-4 inline-block font-semibold text-cream-50 underline underline-offset-4 hover:text-saffron-300"
    >
      Ask about this villa
    </Link>
  );
}

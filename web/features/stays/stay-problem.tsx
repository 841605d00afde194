import { Link } from "react-router";
import { useStayTexts } from "./stay-texts";

/** A stay the rules refuse (dates in the past, too many guests…): the rule's words and a way back to the villa. */
export function StayProblem({ message, propertyId }: { message: string; propertyId: string | null }) {
  const { t, say } = useStayTexts();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-4xl font-semibold text-forest-900">{t("problem.heading")}</h1>
      <p role="alert" className="mt-4 text-lg text-ink/85">
        {say(message)}
      </p>
      <Link to={propertyId ? `/property-detail/${propertyId}` : "/properties"} className="btn-primary mt-8">
        {t("review.changeDates")}
      </Link>
    </div>
  );
}

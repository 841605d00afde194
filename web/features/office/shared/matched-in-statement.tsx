import { Link } from "react-router";
import { matchedInStatementText, statementPath } from "../../../../common/reconciliation";

/** A receipt's "Bank" line in a receipts queue: the bank statement whose credit was matched to it, when one was. */
export function MatchedInStatement({ statement }: { statement: { id: string; day: string } | null }) {
  if (!statement) return null;
  return (
    <>
      <dt className="text-ink/80">Bank</dt>
      <dd>
        <Link to={statementPath(statement.id)} className="font-semibold text-forest-900 underline underline-offset-4">
          {matchedInStatementText(statement.day)}
        </Link>
      </dd>
    </>
  );
}

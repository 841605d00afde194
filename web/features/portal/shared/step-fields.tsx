import { ErrorBox } from "../../../components/form-fields";

/**
 * Parts of the Claims and Transfer tabs' multi-step forms: the Back/Next bar and the loading line (their controls
 * are web/components/form-fields).
 */

/** Back and Next (or the final action) under a step. */
export function StepButtons({
  onBack,
  backDisabled,
  next,
  hint,
}: {
  onBack?: () => void;
  backDisabled?: boolean;
  next?: { label: string; onClick?: () => void; type?: "button" | "submit"; disabled?: boolean; busy?: boolean };
  hint?: string;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-forest-900/10 pt-5">
      {hint && <p className="text-sm text-ink/80 sm:text-right">{hint}</p>}
      <div className="flex items-center justify-between gap-3">
        {onBack ? (
          <button type="button" onClick={onBack} disabled={backDisabled || next?.busy} className="btn-secondary min-w-28 disabled:cursor-not-allowed disabled:opacity-50">
            Back
          </button>
        ) : (
          <span />
        )}
        {next && (
          <button
            type={next.type ?? "button"}
            onClick={next.onClick}
            disabled={next.disabled || next.busy}
            aria-busy={next.busy || undefined}
            className="btn-primary min-w-28 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {next.busy ? "Please wait..." : next.label}
          </button>
        )}
      </div>
    </div>
  );
}

/** A loading line, or a load error with a Retry button. */
export function LoadState({ loading, error, loadingText, onRetry }: { loading: boolean; error: string | null; loadingText: string; onRetry: () => void }) {
  if (loading) {
    return (
      <p role="status" className="text-sm text-ink/80">
        {loadingText}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <ErrorBox>{error}</ErrorBox>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import type { ApplicationResult } from "./form-data";

/**
 * A step's form posted by the page's script to the route's action: `onAnswer` runs once per answer, after the
 * page's data has been loaded again (so the next step shows what was just saved).
 */
export function useStepFetcher(onAnswer: (answer: ApplicationResult) => void) {
  const fetcher = useFetcher<ApplicationResult>();
  const handler = useRef(onAnswer);
  useEffect(() => {
    handler.current = onAnswer;
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) handler.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/**
 * A step that saves a section (KYC, family): a refusal shows its field errors (focus on the first) and its
 * message, as a toast too; a save toasts `savedMessage` (or the server's) and moves on.
 */
export function useSavingStep(options: {
  form: React.RefObject<HTMLFormElement | null>;
  setErrors: (errors: Record<string, string>) => void;
  setFailure: (message: string) => void;
  focusFirstInvalid: (form: HTMLFormElement | null) => void;
  savedMessage: string;
  onSaved: () => void;
}) {
  return useStepFetcher((answer) => {
    if (!answer.ok) {
      if (answer.errors) {
        options.setErrors(answer.errors);
        options.focusFirstInvalid(options.form.current);
      }
      options.setFailure(answer.message);
      toast.error(answer.message);
      return;
    }
    toast.success(answer.message || options.savedMessage);
    options.onSaved();
  });
}

import { useEffect } from "react";
import toast from "../../lib/toast";
import { useApplicationTexts } from "./application-texts";
import type { Option, OptionList, OptionLists } from "./form-data";
import { useRegistration } from "./registration-context";

export type { Option, OptionList };

/**
 * The option lists of the application's selects (qualification, occupation, ID type), loaded by the page's
 * loader; a list that could not be loaded shows its spec failure message (§8) as a toast and under its select.
 */
export function useOptions<N extends keyof OptionLists>(
  names: readonly N[],
): Record<N, OptionList & { loading: boolean }> {
  const { application } = useRegistration();
  const { say } = useApplicationTexts();
  const key = names.join(",");
  const failures = names.map((n) => application.options[n].error).filter((e): e is string => !!e);
  const failed = failures.join("|");

  useEffect(() => {
    for (const failure of failed.split("|").filter(Boolean)) toast.error(say(failure), { id: failure });
  }, [failed, key, say]);

  return Object.fromEntries(names.map((n) => [n, { ...application.options[n], loading: false }])) as Record<
    N,
    OptionList & { loading: boolean }
  >;
}

import { useState, useSyncExternalStore, type ReactNode, type SyntheticEvent } from "react";
import toast from "../../../lib/toast";
import type { MoaTextSection } from "../../../../common/moa";
import { DraftMoaLink } from "../../../components/agreement-links";
import { callApi } from "../../../lib/api";
import { useForm } from "../../../lib/form";
import { usePortalTexts } from "../shared/portal-texts";
import { MOA_MESSAGES } from "./moa-messages";

/** The intent of "I have read the agreement", posted without JavaScript (the dashboard's action, moa.server.ts). */
export const READ_INTENT = "moa.read";

const noSubscription = () => () => undefined;

/** The memorandum's text, section by section, as the draft PDF prints it. */
function AgreementText({ sections }: { sections: MoaTextSection[] }) {
  // the memorandum is written in English (its PDF, the text signed): said so to a reader of another language
  return (
    <div lang="en" className="mt-3 grid gap-4 text-sm text-ink/90">
      {sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h3 className="font-semibold text-forest-950">{section.heading}</h3>
          {section.parts.map((part, index) =>
            "text" in part ? (
              <p key={index} className="mt-1">
                {part.text}
              </p>
            ) : (
              <dl key={index} className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
                {part.rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold text-forest-900">{label}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            ),
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * Read before you sign: the member opens the exact agreement they will sign (the draft PDF) or shows its text here;
 * only then is the signature asked for (`children`: the sign form). The server knows whether they read it (`read`,
 * from the loader: a draft opened in another tab counts on the next load) and refuses a signature before. With the
 * script, opening the draft or showing the text offers the sign form at once; without it, the text's "I have read
 * the agreement" posts to the dashboard's action.
 */
export function ReadBeforeSigning({
  read,
  sections,
  children,
}: {
  read: boolean;
  sections: MoaTextSection[] | null;
  children: ReactNode;
}) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [opened, setOpened] = useState(false);
  const ready = read || opened;
  const { t, say, language } = usePortalTexts(MOA_MESSAGES);
  // the page's script records the text shown itself (textShown); the form is the page without it
  const readForm = useForm({ id: "moa-read", intent: READ_INTENT, say });

  async function textShown(event: SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || ready) return;
    try {
      const answer = await callApi("POST", "/api/moa/draft/text-shown");
      if (answer.ok) setOpened(true);
      else toast.error(say(answer.message));
    } catch {
      // the draft link still opens the sign form
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink/85">{ready ? t("moa.read.done") : t("moa.read.first")}</p>
      <div>
        <DraftMoaLink onOpen={() => setOpened(true)}>
          {t("moa.read.draft")}
          <span className="sr-only"> {t("shared.newTab")}</span>
        </DraftMoaLink>
      </div>
      {sections && (
        <details className="rounded-xl border border-forest-100 bg-cream-50 px-4 py-3" onToggle={textShown}>
          <summary className="cursor-pointer text-sm font-semibold text-forest-900">{t("moa.read.showText")}</summary>
          {language !== "en" && <p className="mt-3 text-sm text-ink/85">{t("moa.read.inEnglish")}</p>}
          <AgreementText sections={sections} />
          {!scripted && !ready && (
            <readForm.Form {...readForm.props} className="mt-4">
              <input type="hidden" name="intent" value={READ_INTENT} />
              <button type="submit" className="btn-secondary">
                {t("moa.read.haveRead")}
              </button>
            </readForm.Form>
          )}
        </details>
      )}
      {ready && children}
    </div>
  );
}

import type { ReactNode } from "react";
import { Picture } from "../../components/picture";
import { ContentIcon } from "./content-icon";

/** A short notice on a quiet scene: Coming Soon, Document Not Available. */
export function NoticePage({
  eyebrow,
  title,
  text,
  imageKey,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  imageKey: string;
  /** The page's action (Go Home, Go Back) and any extra line. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-forest-950 px-4 py-20 sm:px-6 sm:py-32"
    >
      <Picture
        mediaKey={imageKey}
        alt=""
        sizes="100vw"
        width={1600}
        priority
        className="absolute inset-0 -z-20 h-full w-full object-cover opacity-50"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-950/60 via-forest-950/40 to-forest-950/80"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-xl rounded-3xl bg-cream-50 px-6 py-12 text-center shadow-2xl shadow-forest-950/40 sm:px-12">
        <ContentIcon name="lotus" className="mx-auto h-12 w-12 text-saffron-700" />
        <p className="eyebrow mt-5">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 text-4xl font-semibold leading-tight text-forest-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 leading-relaxed text-ink/80">{text}</p>
        <div className="mt-8 flex flex-col items-center gap-4">{children}</div>
      </div>
    </section>
  );
}

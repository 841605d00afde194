import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LotusMark } from "../../components/lotus-mark";
import { Picture } from "../../components/picture";
import { ACCOUNT_ASIDES, type AccountAside } from "../../content/accounts";

/**
 * The frame of the account pages: a picture with a quiet line about the club beside the form card on
 * wide screens, a short band above it on narrow ones.
 */
export function AccountLayout({
  aside,
  eyebrow,
  heading,
  intro,
  children,
}: {
  aside: AccountAside;
  eyebrow: string;
  heading: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("accounts");
  const { t: frame } = useTranslation();
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:min-h-[calc(100dvh-4rem)] lg:grid-cols-[1.05fr_1fr] lg:items-stretch lg:gap-10 lg:py-14">
        <div className="relative isolate flex min-h-40 overflow-hidden rounded-3xl bg-forest-950 text-cream-50 shadow-xl shadow-forest-950/20 lg:min-h-[36rem]">
          <Picture
            mediaKey={ACCOUNT_ASIDES[aside]}
            alt={t(`aside.${aside}.alt`)}
            sizes="(min-width: 1024px) 560px, 100vw"
            width={960}
            priority
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
          <div
            className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950 via-forest-950/55 to-forest-950/10"
            aria-hidden="true"
          />
          <div className="mt-auto w-full p-5 sm:p-8 lg:p-10">
            <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-saffron-300">
              <LotusMark className="h-6 w-6" />
              {frame("site.name")}
            </p>
            <p className="mt-4 hidden font-display text-3xl font-semibold leading-snug text-cream-50 lg:block xl:text-4xl">
              {t(`aside.${aside}.quote`)}
            </p>
            <ul className="mt-6 hidden flex-wrap gap-2 lg:flex">
              {t("aside.points", { returnObjects: true }).map((point) => (
                <li
                  key={point}
                  className="rounded-full bg-cream-50/10 px-3 py-1.5 text-xs font-medium text-cream-50 ring-1 ring-cream-50/25 backdrop-blur"
                >
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <section aria-labelledby="account-heading" className="flex flex-col justify-center">
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-forest-950/10 ring-1 ring-forest-900/10 sm:p-10">
            <p className="eyebrow">{eyebrow}</p>
            <h1
              id="account-heading"
              className="mt-2 text-4xl font-semibold leading-tight text-forest-900 sm:text-[2.75rem]"
            >
              {heading}
            </h1>
            <p className="mt-3 leading-relaxed text-ink/80 [overflow-wrap:anywhere]">{intro}</p>
            <div className="mt-7">{children}</div>
          </div>
        </section>
      </div>
    </div>
  );
}

/** A labelled field row: the label above the control, an optional hint below it. */
export function FieldRow({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-forest-900">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-[#b42318]">
          {error}
        </p>
      )}
    </div>
  );
}

/** The remember-me box (uncontrolled: the form sends "on" when it is ticked). */
export function RememberMe({
  id,
  label,
  defaultChecked = false,
}: {
  id: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink/85">
      <input
        id={id}
        name="remember"
        type="checkbox"
        defaultChecked={defaultChecked}
        className="h-4 w-4 rounded border-forest-500 accent-saffron-700"
      />
      {label}
    </label>
  );
}

/** The form's error, rendered with the page (it works before and without JavaScript), next to the form's button. */
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p
      id={id}
      role="alert"
      className={
        message
          ? "rounded-xl border border-terracotta-600/40 bg-terracotta-600/10 px-4 py-3 text-sm font-medium text-ink"
          : "sr-only"
      }
    >
      {message}
    </p>
  );
}

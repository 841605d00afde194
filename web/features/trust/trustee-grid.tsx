import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dialog } from "../../components/dialog";
import { Picture } from "../../components/picture";
import { SOCIAL_NETWORKS, trustees as frame, type SectionWords, type Trustee } from "../../content/why-trust-us";
import { SocialIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useTrustSection } from "./trust-words";

/** The eight trustees; each card opens a dialog with the trustee's portrait, role, story, certificate and profiles. */
export function TrusteeGrid() {
  const { t, section: trustees } = useTrustSection<SectionWords & { members: Trustee[] }>("trustees", frame);
  const [open, setOpen] = useState<Trustee | null>(null);
  return (
    <section aria-labelledby="trustees-heading" className="bg-cream-100 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="trustees-heading"
          eyebrow={trustees.eyebrow}
          title={trustees.title}
          intro={trustees.intro}
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {trustees.members.map((trustee) => (
            <li key={trustee.name}>
              <button
                type="button"
                onClick={() => setOpen(trustee)}
                aria-haspopup="dialog"
                className="group flex h-full w-full flex-col overflow-hidden rounded-3xl bg-white text-left shadow-sm ring-1 ring-forest-900/10 transition hover:-translate-y-0.5 hover:shadow-lg"
              >
                <span className="block overflow-hidden bg-forest-100">
                  <Picture
                    mediaKey={trustee.image}
                    alt=""
                    sizes="(min-width: 1024px) 300px, 50vw"
                    width={480}
                    className="aspect-square w-full object-cover object-top transition duration-500 group-hover:scale-105"
                  />
                </span>
                <span className="block p-4 sm:p-5">
                  <span className="block font-display text-xl font-semibold leading-tight text-forest-900 sm:text-2xl">
                    {trustee.name}
                  </span>
                  <span className="mt-1 block text-sm text-ink/80">{trustee.role}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name ?? t("trustees.dialog")}
        closeLabel={t("trustees.close")}
        className="sm:w-[min(100%-2rem,48rem)]"
      >
        {open ? <TrusteeDetails trustee={open} /> : null}
      </Dialog>
    </section>
  );
}

function TrusteeDetails({ trustee }: { trustee: Trustee }) {
  const { t } = useTranslation("trust");
  return (
    <div className="grid gap-6 sm:grid-cols-[14rem_1fr]">
      <div className="overflow-hidden rounded-2xl bg-forest-100">
        <Picture
          mediaKey={trustee.image}
          alt={t("trustees.portrait", { name: trustee.name })}
          sizes="(min-width: 640px) 224px, 90vw"
          width={480}
          className="aspect-[4/5] w-full object-cover"
        />
      </div>
      <div>
        <p className="eyebrow">{trustee.role}</p>
        <h2 className="mt-2 pr-10 text-4xl font-semibold leading-tight text-forest-900">{trustee.name}</h2>
        <p className="mt-4 text-ink/85">{trustee.description}</p>
        {trustee.hasCertificate && trustee.certificate ? (
          <figure className="mt-5 overflow-hidden rounded-2xl bg-white ring-1 ring-forest-900/10">
            <Picture
              mediaKey={trustee.certificate.image}
              alt={trustee.certificate.caption}
              sizes="(min-width: 640px) 420px, 90vw"
              width={480}
              className="w-full"
            />
            <figcaption className="px-4 py-2 text-xs text-ink/80">{trustee.certificate.caption}</figcaption>
          </figure>
        ) : null}
        <ul className="mt-6 flex gap-2" aria-label={t("trustees.profiles", { name: trustee.name })}>
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network.id}>
              <Link
                to={trustee.socialLinks[network.id]}
                aria-label={t("trustees.profile", { network: network.label, name: trustee.name })}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-forest-900 text-cream-50 transition-colors hover:bg-saffron-700"
              >
                <SocialIcon network={network.id} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { CONTACT_ESTATES, contactOffice } from "../../content/contact";
import type { LocationName } from "../../../common/locations";

const tel = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

/** /contact's left column: the club office (address, phone, e-mail, hours), the drawn map and the three estates. */
export function ContactDetails() {
  const { t } = useTranslation("contact");
  const { t: tc } = useTranslation("common");
  return (
    <div className="grid content-start gap-10">
      <section aria-labelledby="office-heading">
        <h2 id="office-heading" className="text-3xl font-semibold text-forest-900">
          {t("office.heading")}
        </h2>
        <address className="mt-4 grid gap-3 not-italic text-ink/90 [overflow-wrap:anywhere]">
          <p>{tc("site.address")}</p>
          <p>
            <span className="font-semibold text-forest-900">{t("office.phoneLabel")}: </span>
            <a className="underline underline-offset-4" href={tel(contactOffice.phone)}>
              {contactOffice.phone}
            </a>
          </p>
          <p>
            <span className="font-semibold text-forest-900">{t("office.emailLabel")}: </span>
            <a className="underline underline-offset-4" href={`mailto:${contactOffice.email}`}>
              {contactOffice.email}
            </a>
          </p>
          <p>
            <span className="font-semibold text-forest-900">{t("office.hoursLabel")}: </span>
            {t("office.hours")}
          </p>
        </address>
      </section>

      <EstatesMap />

      <section aria-labelledby="estates-heading">
        <h2 id="estates-heading" className="text-3xl font-semibold text-forest-900">
          {t("estatesHeading")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {CONTACT_ESTATES.map((estate) => (
            <li key={estate} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10">
              <h3 className="text-xl font-semibold text-forest-900">{t(`estates.${estate}.name`)}</h3>
              <p className="mt-2 text-sm text-ink/90">{t(`estates.${estate}.address`)}</p>
              <p className="mt-2 text-sm text-ink/80">{t(`estates.${estate}.reach`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Where each of the club's locations sits on the drawn map (its label's offset from the pin). */
const PIN_AT: Record<LocationName, { x: number; y: number; dx: number; dy: number }> = {
  Solan: { x: 168, y: 92, dx: 12, dy: -6 },
  Rishikesh: { x: 196, y: 124, dx: 12, dy: 6 },
  Amarkantak: { x: 238, y: 262, dx: 12, dy: 4 },
  Raigarh: { x: 272, y: 292, dx: 12, dy: 6 },
};

/** Where the estates are: a drawn outline of north and central India with the club's estates marked (no external map). */
function EstatesMap() {
  const { t } = useTranslation("contact");
  const pins = CONTACT_ESTATES.map((name) => ({ name, ...PIN_AT[name] }));
  const names = CONTACT_ESTATES.map((name) => t(`estates.${name}.name`));
  return (
    <figure className="overflow-hidden rounded-3xl bg-cream-100 ring-1 ring-forest-900/10">
      <svg viewBox="0 0 400 340" role="img" aria-label={t("map.label")} className="h-auto w-full">
        <rect width="400" height="340" fill="#f3ead6" />
        {/* hills */}
        <path
          d="M40 80 L90 40 L130 70 L170 30 L215 68 L260 36 L320 78 L360 60 L400 90 L400 0 L0 0 L0 90 Z"
          fill="#dfe8d8"
        />
        <path
          d="M70 72 L90 52 L108 68 M150 56 L170 38 L190 58 M240 58 L260 44 L280 62"
          stroke="#8aa784"
          strokeWidth="2"
          fill="none"
        />
        {/* a loose outline of the land */}
        <path
          d="M120 60 C150 50 190 58 215 80 C245 96 280 110 320 140 C350 160 360 190 340 220 C320 250 300 270 280 300 C265 322 240 334 220 336 C200 320 180 300 160 280 C130 250 110 220 96 190 C84 160 80 120 96 90 C104 74 110 64 120 60 Z"
          fill="#e9dcc0"
          stroke="#a9560a"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        {/* rivers: the Ganga past Rishikesh, the Narmada from Amarkantak */}
        <path
          d="M196 110 C205 140 225 160 260 175 C290 188 320 200 345 215"
          stroke="#5b8fb0"
          strokeWidth="3"
          fill="none"
        />
        <path
          d="M238 262 C210 268 180 270 150 262 C130 256 110 252 92 250"
          stroke="#5b8fb0"
          strokeWidth="3"
          fill="none"
        />
        {pins.map((pin) => (
          <g key={pin.name}>
            <circle cx={pin.x} cy={pin.y} r="9" fill="#1f3d2b" />
            <circle cx={pin.x} cy={pin.y} r="3.5" fill="#f5c66b" />
            <text
              x={pin.x + pin.dx}
              y={pin.y + pin.dy}
              fontSize="15"
              fontWeight="700"
              fill="#1f3d2b"
              fontFamily="sans-serif"
            >
              {t(`estates.${pin.name}.name`)}
            </text>
          </g>
        ))}
        <text x="300" y="320" fontSize="12" fill="#5c4a2e" fontFamily="sans-serif">
          {t("map.notToScale")}
        </text>
      </svg>
      <figcaption className="px-5 py-3 text-sm text-ink/90">{names.join(" · ")}</figcaption>
    </figure>
  );
}

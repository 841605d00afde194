import type accounts from "../locales/en/accounts.json";
import type application from "../locales/en/application.json";
import type common from "../locales/en/common.json";
import type fullMembership from "../locales/en/fullMembership.json";
import type contact from "../locales/en/contact.json";
import type history from "../locales/en/history.json";
import type home from "../locales/en/home.json";
import type stays from "../locales/en/stays.json";
import type requests from "../locales/en/requests.json";
import type portal from "../locales/en/portal.json";
import type legal from "../locales/en/legal.json";
import type newsletter from "../locales/en/newsletter.json";
import type pages from "../locales/en/pages.json";
import type tour from "../locales/en/tour.json";
import type trust from "../locales/en/trust.json";
import type verify from "../locales/en/verify.json";
import type catalogue from "../locales/en/catalogue.json";
import type donate from "../locales/en/donate.json";
import type donor from "../locales/en/donor.json";
import type membership from "../locales/en/membership.json";
import type search from "../locales/en/search.json";
import type events from "../locales/en/events.json";

/**
 * The catalogues' keys, as TypeScript checks them: `t("nav.home")` compiles, a key missing from the English catalogue
 * does not (the Hindi one has the same keys: web/locales/catalogues.test.ts).
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof home;
      accounts: typeof accounts;
      application: typeof application;
      stays: typeof stays;
      fullMembership: typeof fullMembership;
      requests: typeof requests;
      portal: typeof portal;
      pages: typeof pages;
      legal: typeof legal;
      history: typeof history;
      contact: typeof contact;
      trust: typeof trust;
      tour: typeof tour;
      verify: typeof verify;
      newsletter: typeof newsletter;
      catalogue: typeof catalogue;
      search: typeof search;
      membership: typeof membership;
      donate: typeof donate;
      donor: typeof donor;
      events: typeof events;
    };
  }
}

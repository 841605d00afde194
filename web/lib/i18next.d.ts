import type accounts from "../locales/en/accounts.json";
import type catalogue from "../locales/en/catalogue.json";
import type common from "../locales/en/common.json";
import type donate from "../locales/en/donate.json";
import type home from "../locales/en/home.json";
import type membership from "../locales/en/membership.json";
import type search from "../locales/en/search.json";

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
      catalogue: typeof catalogue;
      search: typeof search;
      membership: typeof membership;
      donate: typeof donate;
    };
  }
}

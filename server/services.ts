import type { Config } from "./config.ts";
import type { Database } from "./db/open.ts";
import * as auth from "./modules/auth/service.ts";
import * as catalog from "./modules/catalog/service.ts";
import * as donations from "./modules/donations/service.ts";
import * as newsletter from "./modules/newsletter/service.ts";
import { createMailer, type Mailer } from "./platform/mailer.ts";
import type { PropertyListQuery } from "../common/catalog.ts";
import type { DonationPledgeInput } from "../common/donation-schema.ts";

/**
 * The services with their dependencies bound. HTTP routes and the React Router loaders (through the
 * load context) call the same functions, so a rule lives in one place.
 */
export function createServices(deps: { config: Config; database: Database; mailer?: Mailer }) {
  const { db } = deps.database;
  const mailer = deps.mailer ?? createMailer(deps.config);
  const authDeps: auth.AuthDeps = { db, config: deps.config, mailer, logError: (message, error) => console.error(message, error) };
  return {
    config: deps.config,
    mailer,
    auth: {
      sendRegistrationOtp: (input: { email: string; ip: string }) => auth.sendRegistrationOtp(authDeps, input),
      registerAccount: (input: Parameters<typeof auth.registerAccount>[1]) => auth.registerAccount(authDeps, input),
      signIn: (input: Parameters<typeof auth.signIn>[1]) => auth.signIn(authDeps, input),
      authenticate: (token: string) => auth.authenticate(authDeps, token),
      signOut: (sessionId: string) => auth.signOut(authDeps, sessionId),
      requestPasswordReset: (input: { email: string; ip: string }) => auth.requestPasswordReset(authDeps, input),
      resetPassword: (input: Parameters<typeof auth.resetPassword>[1]) => auth.resetPassword(authDeps, input),
      listMemberProperties: (userId: string) => auth.listMemberProperties(authDeps, userId),
    },
    catalog: {
      listPropertyTypes: () => catalog.listPropertyTypes(db),
      searchPropertyTypes: async (criteria: { q?: string; destinations?: string[] }) =>
        catalog.filterPropertyTypes(await catalog.listPropertyTypes(db), criteria),
      findPropertyTypeBySlug: (slug: string) => catalog.findPropertyTypeBySlug(db, slug),
      listBlocks: () => catalog.listBlocks(db),
      listProperties: (query: PropertyListQuery) => catalog.listProperties(db, query),
      searchProperties: (query: catalog.PropertySearchInput) => catalog.searchProperties(db, query),
      getProperty: (id: string) => catalog.getProperty(db, id),
      listOptions: (list: catalog.OptionList) => catalog.listOptions(db, list),
    },
    donations: {
      pledge: (input: DonationPledgeInput, clientAddress?: string) => donations.pledgeDonation(db, input, clientAddress),
    },
    newsletter: {
      subscribe: (input: { email: string; clientAddress: string }) => newsletter.subscribeToNewsletter(db, input),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

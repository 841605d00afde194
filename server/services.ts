import type { Config } from "./config.ts";
import type { Database } from "./db/open.ts";
import * as catalog from "./modules/catalog/service.ts";
import type { PropertyListQuery } from "../common/catalog.ts";

/**
 * The services with their dependencies bound. HTTP routes and the React Router loaders (through the
 * load context) call the same functions, so a rule lives in one place.
 */
export function createServices(deps: { config: Config; database: Database }) {
  const { db } = deps.database;
  return {
    config: deps.config,
    catalog: {
      listPropertyTypes: () => catalog.listPropertyTypes(db),
      searchPropertyTypes: async (criteria: { q?: string; destinations?: string[] }) =>
        catalog.filterPropertyTypes(await catalog.listPropertyTypes(db), criteria),
      findPropertyTypeBySlug: (slug: string) => catalog.findPropertyTypeBySlug(db, slug),
      listBlocks: () => catalog.listBlocks(db),
      listProperties: (query: PropertyListQuery) => catalog.listProperties(db, query),
      getProperty: (id: string) => catalog.getProperty(db, id),
      listOptions: (list: catalog.OptionList) => catalog.listOptions(db, list),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

import { data, redirect } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import {
  blockInput,
  catalogueMessages as m,
  OPTION_LISTS,
  optionInput,
  typeFormInput,
  typeInput,
  villaFormInput,
  villaInput,
  villaPageQuery,
  type TypeRecord,
  type VillaRecord,
} from "../../../../common/catalogue-office";
import { sentValues } from "../../../../common/catalogue-office-form";
import { checkForm, type FieldErrors } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's catalogue: the loaders and actions of /admin/catalogue (kinds of home and villas)
 * and /admin/catalogue/lists (blocks and the three option lists), through the catalogue office's service. Every
 * form posts to its page's action with an `intent`, with or without JavaScript; an image chosen without JavaScript
 * comes inside the form (multipart) and is stored here as the upload API stores it.
 */

type Services = AppContext["services"];
export type CatalogueFormResult = {
  ok: false;
  intent: string;
  id: string;
  message: string;
  /** The field the message concerns, when it concerns one. */
  field?: string;
  errors: FieldErrors;
  values: Record<string, string>;
  /** The change awaits its confirmation (a post without it): the page shows the confirmation step. */
  confirm?: boolean;
};

const PATH = "/admin/catalogue";
const LISTS_PATH = "/admin/catalogue/lists";

async function staffActor(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.catalogue);
  return { id: staff.id, role: staff.role, ip: context.clientAddress };
}

async function found<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (!serviceRefusal(error)) throw error;
    return null;
  }
}

export async function loadCatalogue(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.catalogue);
  const office = context.services.catalogueOffice;
  const url = pageUrl(request);
  const query = villaPageQuery.parse(Object.fromEntries(url.searchParams));
  const [types, villas, blocks] = await Promise.all([
    office.listTypes(),
    office.pageOfVillas(query),
    office.listBlocks(),
  ]);
  const typeParam = url.searchParams.get("editType");
  const villaParam = url.searchParams.get("editVilla");
  let form: { kind: "type"; type: TypeRecord | null } | { kind: "villa"; villa: VillaRecord | null } | null = null;
  let missing: string | null = null;
  if (typeParam === "new") form = { kind: "type", type: null };
  else if (typeParam) {
    const type = await found(office.getType(typeParam));
    if (type) form = { kind: "type", type };
    else missing = m.typeNotFound;
  } else if (villaParam === "new") form = { kind: "villa", villa: null };
  else if (villaParam) {
    const villa = await found(office.getVilla(villaParam));
    if (villa) form = { kind: "villa", villa };
    else missing = m.villaNotFound;
  }
  const knownType = !query.type || types.some((t) => t.id === query.type);
  return {
    query: { q: query.q ?? "", type: query.type ?? "" },
    typeError: knownType ? null : m.typeNotFound,
    types,
    villas,
    blocks,
    form,
    missing,
    saved: url.searchParams.get("saved"),
  };
}

/** An image chosen in a form posted without JavaScript: stored and rendered as the upload API does; its key, or null. */
async function storedImage(
  services: Services,
  actor: { id: string; role: string; ip?: string },
  value: FormDataEntryValue | null,
) {
  if (!value || typeof value === "string" || value.size === 0) return null;
  const image = await services.catalogueOffice.storeImage(actor, {
    bytes: Buffer.from(await value.arrayBuffer()),
    name: value.name,
  });
  return image.key;
}

export async function catalogueAction(request: Request, context: AppContext) {
  const actor = await staffActor(request, context);
  const office = context.services.catalogueOffice;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const values = sentValues(form);
  const refused = (status: number, message: string, errors: FieldErrors = {}) =>
    data<CatalogueFormResult>({ ok: false, intent, id, message, errors, values }, { status });
  const invalid = (failure: { message: string; field?: string; errors: FieldErrors }) =>
    data<CatalogueFormResult>({ ok: false, intent, id, values, ...failure }, { status: 400 });
  try {
    switch (intent) {
      case "type.save": {
        const image = await storedImage(context.services, actor, form.get("image_file"));
        const input = typeFormInput(form);
        if (image) input.image = image;
        const parsed = checkForm(typeInput, input);
        if (!parsed.ok) return invalid(parsed);
        const saved = id
          ? await office.updateType(actor, id, parsed.data)
          : await office.createType(actor, parsed.data);
        return redirect(`${PATH}?saved=${encodeURIComponent(saved.name)}`);
      }
      case "villa.save": {
        const image = await storedImage(context.services, actor, form.get("image_file"));
        const galleryImage = await storedImage(context.services, actor, form.get("gallery_file"));
        const input = villaFormInput(form);
        if (image) input.image = image;
        if (galleryImage) input.gallery = [...(input.gallery as string[]), galleryImage];
        const parsed = checkForm(villaInput, input);
        if (!parsed.ok) return invalid(parsed);
        const saved = id
          ? await office.updateVilla(actor, id, parsed.data)
          : await office.createVilla(actor, parsed.data);
        return redirect(`${PATH}?saved=${encodeURIComponent(saved.name)}&q=${encodeURIComponent(saved.name)}`);
      }
      case "type.publish": {
        const saved = await office.updateType(actor, id, { published: form.get("published") === "true" });
        return redirect(`${PATH}?saved=${encodeURIComponent(saved.name)}`);
      }
      case "villa.publish": {
        const saved = await office.updateVilla(actor, id, { published: form.get("published") === "true" });
        // back to the list as it was searched
        const back = pageUrl(request).searchParams;
        for (const key of ["saved", "deleted", "editType", "editVilla"]) back.delete(key);
        back.set("saved", saved.name);
        return redirect(`${PATH}?${back}`);
      }
      case "villa.delete": {
        if (!isConfirmed(form)) {
          return data<CatalogueFormResult>(
            { ok: false, intent, id, message: confirmMessages.confirmFirst, errors: {}, values, confirm: true },
            { status: 400 },
          );
        }
        const villa = await office.getVilla(id);
        await office.deleteVilla(actor, id);
        return redirect(`${PATH}?deleted=${encodeURIComponent(villa.name)}`);
      }
      default:
        return refused(400, "Unknown action.");
    }
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    // a slug already taken is the slug's
    if (refusal.status === 409 && intent === "type.save") {
      return data<CatalogueFormResult>(
        { ok: false, intent, id, message: refusal.message, field: "slug", errors: { slug: refusal.message }, values },
        { status: refusal.status },
      );
    }
    return refused(refusal.status, refusal.message);
  }
}

/* ------------------------------------------------------------------ blocks and option lists */

export async function loadCatalogueLists(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.catalogue);
  const office = context.services.catalogueOffice;
  const [blocks, ...lists] = await Promise.all([
    office.listBlocks(),
    ...OPTION_LISTS.map((l) => office.listOptions(l.value)),
  ]);
  return {
    blocks,
    lists: OPTION_LISTS.map((l, i) => ({ ...l, options: lists[i] })),
    saved: pageUrl(request).searchParams.get("saved"),
  };
}

const numberOf = (value: FormDataEntryValue | null) => {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? undefined : /^\d+$/.test(text) ? Number(text) : text;
};

export async function catalogueListsAction(request: Request, context: AppContext) {
  const actor = await staffActor(request, context);
  const office = context.services.catalogueOffice;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const list = String(form.get("list") ?? "");
  const values = sentValues(form);
  const refused = (status: number, message: string, errors: FieldErrors = {}) =>
    data<CatalogueFormResult>({ ok: false, intent: `${intent}:${list}`, id, message, errors, values }, { status });
  const invalid = (failure: { message: string; field?: string; errors: FieldErrors }) =>
    data<CatalogueFormResult>({ ok: false, intent: `${intent}:${list}`, id, values, ...failure }, { status: 400 });
  const done = (message: string) => redirect(`${LISTS_PATH}?saved=${encodeURIComponent(message)}`);
  try {
    switch (intent) {
      case "block.save": {
        const parsed = checkForm(blockInput, {
          block_name: String(form.get("block_name") ?? "").trim(),
          block_number: numberOf(form.get("block_number")),
        });
        if (!parsed.ok) return invalid(parsed);
        const saved = id
          ? await office.updateBlock(actor, id, parsed.data)
          : await office.createBlock(actor, parsed.data);
        return done(`${id ? m.blockSaved : m.blockCreated}: ${saved.block_name}`);
      }
      case "option.save": {
        const parsed = checkForm(optionInput, {
          name: String(form.get("name") ?? "").trim(),
          sort_order: numberOf(form.get("sort_order")) ?? 0,
        });
        if (!parsed.ok) return invalid(parsed);
        const saved = id
          ? await office.updateOption(actor, list, id, parsed.data)
          : await office.createOption(actor, list, parsed.data);
        return done(`${id ? m.optionSaved : m.optionCreated}: ${saved.name}`);
      }
      case "option.delete": {
        await office.deleteOption(actor, list, id);
        return done(m.optionDeleted);
      }
      default:
        return refused(400, "Unknown action.");
    }
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return refused(refusal.status, refusal.message);
  }
}

import { useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import {
  MEDIA_ACCEPT,
  MEDIA_KIND_LABELS,
  MEDIA_KINDS,
  MEDIA_LIBRARY_PATH,
  mediaMessages as m,
  mediaSizeText,
  type MediaList,
  type MediaRecord,
} from "../../../../common/media-library";
import { useCopy } from "../../../components/copy-button";
import { ErrorBox } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import { uploadWithProgress } from "../../../lib/api";
import { useForm } from "../../../lib/form";
import {
  ListFilters,
  QueueCount,
  QueueEmpty,
  useDecisionForm,
  useDecisions,
  useListLoading,
  type Decisions,
} from "../shared/queue-parts";
import type { MediaActionResult } from "./media.server";

const kindOptions = [
  { value: "", label: "All media" },
  ...MEDIA_KINDS.map((kind) => ({ value: kind, label: MEDIA_KIND_LABELS[kind] })),
];

/** A public address as a path of the site (previews load from the site itself, whatever PUBLIC_URL says). */
const sitePath = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export type MediaPageData = {
  query: { q: string; kind: string };
  kindError: string | null;
  list: MediaList & { pages: number };
};

/**
 * Copies `text` to the clipboard; the button says "Copied" for 2 s (and a status line says it to screen readers).
 * `label` names the button where several copy buttons share a page. Shown once the page's script runs; before, the
 * address is in its field, to select and copy by hand.
 */
function CopyAddressButton({
  text,
  label,
  className = "btn h-11",
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const { hydrated, outcome, copy } = useCopy(text);
  const copied = outcome === "copied";
  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={copy}
        aria-label={label && !outcome ? label : undefined}
        title={outcome === "failed" ? m.copyFailed : undefined}
      >
        {copied ? m.copied : outcome === "failed" ? "Not copied" : "Copy"}
      </button>
      <span role="status" className="sr-only">
        {copied ? m.copied : outcome === "failed" ? m.copyFailed : ""}
      </span>
    </>
  );
}

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; name: string; share: number }
  | { phase: "done"; name: string; url: string }
  | { phase: "failed"; detail: string };

function initialState(result: MediaActionResult | undefined): UploadState {
  if (result?.intent !== "upload") return { phase: "idle" };
  return result.ok
    ? { phase: "done", name: result.uploaded.name, url: result.uploaded.url }
    : { phase: "failed", detail: result.detail ?? "" };
}

/**
 * The uploader (spec: idle, uploading with a progress bar, done with the address and its copy confirmation). A form
 * of the one pattern (decision 031): without JavaScript it posts the file to the page; with it the file goes to
 * POST /api/admin/media with its progress in the form's `prepare` (an upload before the post), and nothing more is
 * posted. No file chosen is the page's own check.
 */
function MediaUploader({ result }: { result: MediaActionResult | undefined }) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<UploadState>(() => initialState(result));
  const input = useRef<HTMLInputElement>(null);
  const form = useForm<MediaActionResult>({
    id: "media",
    toast: false,
    checkToast: false,
    check: () =>
      input.current?.files?.length
        ? null
        : { ok: false, message: m.uploadFailed, field: "file", errors: { file: m.noFile } },
    async prepare() {
      const file = input.current!.files![0];
      setState({ phase: "uploading", name: file.name, share: 0 });
      const answer = await uploadWithProgress<MediaRecord>("/api/admin/media", "file", file, (share) =>
        setState((now) => (now.phase === "uploading" ? { ...now, share } : now)),
      );
      const url = typeof answer.body?.secure_url === "string" ? answer.body.secure_url : null;
      if (!answer.ok || !url) {
        setState({ phase: "failed", detail: answer.message });
        return null;
      }
      form.props.ref.current?.reset();
      setState({ phase: "done", name: file.name, url });
      void revalidator.revalidate();
      return null;
    },
  });
  // the page's own check said what is wrong: no file chosen
  const shown: UploadState = form.checked ? { phase: "failed", detail: form.errors.file ?? "" } : state;
  const uploading = shown.phase === "uploading";
  const percent = uploading ? Math.round(shown.share * 100) : 0;
  const file = form.control("file", { id: "media-file" });

  return (
    <section aria-labelledby="media-upload-heading" className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="media-upload-heading" className="text-xl font-semibold text-forest-950">
        Upload media
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Video, audio, images and GIFs, up to 200 MB. Each file gets a public address to use anywhere on the site.
      </p>
      <form.Form
        {...form.props}
        encType="multipart/form-data"
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="min-w-0">
          <label htmlFor="media-file" className="block text-sm font-semibold text-forest-950">
            Choose a file
          </label>
          <input
            {...file}
            ref={input}
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={uploading}
            className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold file:text-forest-900"
          />
        </div>
        <button type="submit" className="btn btn-primary h-11" disabled={uploading} aria-busy={uploading}>
          {uploading ? "Uploading…" : "Upload"}
        </button>
      </form.Form>

      {uploading && (
        <div className="mt-4">
          <label htmlFor="media-progress" className="block text-sm font-semibold text-forest-950">
            {`Uploading ${shown.name}`}
          </label>
          <progress id="media-progress" max={100} value={percent} className="mt-2 h-3 w-full accent-forest-900">
            {`${percent}%`}
          </progress>
          <p className="mt-1 text-sm text-ink/80" aria-live="polite">{`${percent}% sent`}</p>
        </div>
      )}

      {shown.phase === "done" && (
        <div className="mt-4 rounded-2xl bg-forest-50 p-4">
          <p role="status" className="font-semibold text-forest-950">{`${m.uploaded}: ${shown.name}`}</p>
          <label htmlFor="media-url" className="mt-3 block text-sm font-semibold text-forest-950">
            Public address
          </label>
          <div className="mt-1 flex flex-wrap gap-2 sm:flex-nowrap">
            <input
              id="media-url"
              readOnly
              value={shown.url}
              onFocus={(event) => event.currentTarget.select()}
              className="field min-w-0 flex-1 font-mono text-sm"
            />
            <CopyAddressButton text={shown.url} />
          </div>
        </div>
      )}

      {shown.phase === "failed" && (
        <div className="mt-4">
          <ErrorBox>{m.uploadFailed}</ErrorBox>
          {shown.detail && shown.detail !== m.uploadFailed && (
            <p id={form.errors.file ? `${file.id}-error` : undefined} className="mt-2 text-sm text-ink/80">
              {shown.detail}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** One file of the library: its preview (images), name, kind, size and day, its address to copy, and its deletion. */
function MediaItem({ item, decisions }: { item: MediaRecord; decisions: Decisions<MediaActionResult> }) {
  const path = sitePath(item.url);
  const remove = useDecisionForm(decisions, `delete-${item.id}`, (answer) => "id" in answer && answer.id === item.id);
  return (
    <li className="flex min-w-0 flex-col rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex min-w-0 gap-3">
        {item.kind === "image" ? (
          <img
            src={path}
            alt=""
            width={96}
            height={64}
            loading="lazy"
            className="h-16 w-24 shrink-0 rounded-lg bg-forest-50 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-16 w-24 shrink-0 place-items-center rounded-lg bg-forest-50 text-sm font-semibold text-forest-900"
          >
            {MEDIA_KIND_LABELS[item.kind]}
          </span>
        )}
        <div className="min-w-0">
          <p className="break-words font-semibold text-forest-950">{item.name}</p>
          <p className="text-sm text-ink/80">
            {`${MEDIA_KIND_LABELS[item.kind]} · ${mediaSizeText(item.size)} · ${shortClubDay(item.created_at)}`}
          </p>
        </div>
      </div>
      <label htmlFor={`media-url-${item.id}`} className="sr-only">
        {`Address of ${item.name}`}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={`media-url-${item.id}`}
          readOnly
          value={item.url}
          onFocus={(event) => event.currentTarget.select()}
          className="field min-w-0 flex-1 font-mono text-xs"
        />
        <CopyAddressButton text={item.url} label={`Copy the address of ${item.name}`} className="btn h-11 shrink-0" />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-terracotta-600 underline underline-offset-4">
          Delete<span className="sr-only">{` ${item.name}`}</span>
        </summary>
        <remove.Form {...remove.props} className="mt-2 rounded-xl bg-forest-50 p-3">
          <p className="text-sm text-ink/80">Its address stops working wherever it is used. This cannot be undone.</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="btn mt-2 h-11" disabled={remove.busy}>
            Delete for good<span className="sr-only">{`: ${item.name}`}</span>
          </button>
        </remove.Form>
      </details>
    </li>
  );
}

/**
 * The media library (spec route /cloudinary/upload): the uploader, then the uploaded files newest
 * first with a search by name and a filter by kind (a plain GET form), their count, paging and empty states. Each
 * file's deletion is a form of its own that hands its answer to the page, which says it.
 */
export function MediaLibraryPage({ data, result }: { data: MediaPageData; result?: MediaActionResult }) {
  const { query, list } = data;
  const [search] = useSearchParams();
  const loading = useListLoading(MEDIA_LIBRARY_PATH);
  const filtered = Boolean(query.q || query.kind);
  const decisions = useDecisions<MediaActionResult>(result?.intent === "delete" ? result : undefined);
  const deleted = decisions.result;
  return (
    <section aria-labelledby="media-heading">
      <h1 id="media-heading" className="font-display text-3xl text-forest-950">
        Media library
      </h1>
      <p className="mt-2 text-ink/80">Upload video, audio and images for the site, and copy their public addresses.</p>

      <MediaUploader key={result?.intent === "upload" ? JSON.stringify(result) : "uploader"} result={result} />

      <h2 className="mt-10 text-xl font-semibold text-forest-950">Uploaded media</h2>
      {deleted && (
        <div className="mt-4" role={deleted.ok ? "status" : undefined}>
          {deleted.ok ? (
            <p className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
              {deleted.message}
            </p>
          ) : (
            <ErrorBox>{deleted.message}</ErrorBox>
          )}
        </div>
      )}
      <ListFilters
        key={`${query.kind}|${query.q}`}
        label="Media"
        idPrefix="media"
        q={query.q}
        searchLabel="Search by file name"
        placeholder="For example yoga-deck"
        filterName="kind"
        filterLabel="Show"
        filter={query.kind}
        options={kindOptions}
        filterError={data.kindError}
        submitLabel="Show media"
      />
      <QueueCount
        path={MEDIA_LIBRARY_PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["file", "files"]}
        after={query.q ? " found" : ""}
        loadingText="Loading media…"
      />
      {list.items.length === 0 ? (
        <QueueEmpty
          message={filtered ? m.noMatch : m.none}
          searched={filtered}
          path={MEDIA_LIBRARY_PATH}
          resetLabel="show all media"
          hint="Try another name"
        />
      ) : (
        <ul
          aria-label="Uploaded media"
          className={`mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60" : ""}`}
        >
          {list.items.map((item) => (
            <MediaItem key={item.id} item={item} decisions={decisions} />
          ))}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}

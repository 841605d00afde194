import { useRef, useState } from "react";
import { catalogueMessages as m, type ImageRecord } from "../../../../common/catalogue-office";
import { Field, TextField } from "../../../components/form-fields";
import { messageOr, uploadFile } from "../../../lib/api";

/**
 * An image of the catalogue or the programme: its key (an artwork's or an uploaded `uploads/<uuid>`) and a file to upload. With
 * JavaScript the file goes to POST /api/admin/catalogue/images at once and its key fills the field (or, for a
 * gallery, is added as its last line); without it the file is posted in the form and the action stores it.
 */
export function ImageUpload({
  id,
  label,
  fileName,
  onStored,
}: {
  id: string;
  label: string;
  fileName: string;
  onStored: (key: string) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; message: string; failed: boolean }>({
    busy: false,
    message: "",
    failed: false,
  });
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field
      id={id}
      label={label}
      hint="JPEG, PNG, WebP, AVIF or GIF, at most 10 MB. It is cut to 3:2 and made in three sizes."
    >
      <input
        ref={input}
        id={id}
        name={fileName}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold"
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          setState({ busy: true, message: "Uploading the image…", failed: false });
          const answer = await uploadFile("/api/admin/catalogue/images", "file", file);
          if (answer.ok) {
            onStored((answer.data as unknown as ImageRecord).key);
            // the key is in the form now: the file is not posted again
            if (input.current) input.current.value = "";
            setState({ busy: false, message: `${m.imageStored}.`, failed: false });
          } else {
            setState({ busy: false, message: messageOr(answer, m.imageUnreadable), failed: true });
          }
        }}
      />
      <p
        id={`${id}-status`}
        role="status"
        aria-busy={state.busy}
        className={`mt-1 text-sm ${state.failed ? "text-[#b42318]" : "text-forest-900"}`}
      >
        {state.message}
      </p>
    </Field>
  );
}

/**
 * The main image's key with its upload (`autoFocus` when it is the first field to fix): the catalogue's villas and
 * kinds of home, and the programme's items.
 */
export function ImageKeyField({
  id,
  defaultValue,
  error,
  autoFocus,
  hint = "An image key, e.g. villas/cubic-dusk, or upload one.",
}: {
  id: string;
  defaultValue: string;
  error?: string;
  autoFocus?: boolean;
  hint?: string;
}) {
  const [key, setKey] = useState(defaultValue);
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <TextField
        id={id}
        name="image"
        label="Image"
        hint={hint}
        value={key}
        onChange={(event) => setKey(event.currentTarget.value)}
        error={error}
        autoFocus={autoFocus}
        maxLength={200}
        required
      />
      <ImageUpload id={`${id}-file`} label="Upload an image" fileName="image_file" onStored={setKey} />
    </div>
  );
}

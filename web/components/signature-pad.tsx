import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import type SignaturePadLibrary from "signature_pad";

/** What a signing form asks of the drawing area. */
export interface SignaturePadHandle {
  isEmpty(): boolean;
  /** The drawing as a PNG file, ready for the signature upload; null when nothing is drawn. */
  toFile(): Promise<File | null>;
  clear(): void;
}

/**
 * A signature drawn with a finger, pen or mouse (the `signature_pad` library, loaded in the browser only): the
 * member's on the MOA, the club's countersignature in the office. The canvas follows its box and the screen's pixel
 * ratio; the drawing survives a resize.
 */
export function SignaturePad({
  handle,
  onChange,
  describedBy,
  label = "Signature drawing area",
}: {
  handle: Ref<SignaturePadHandle>;
  onChange: (drawn: boolean) => void;
  describedBy?: string;
  /** The canvas's accessible name. */
  label?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let pad: SignaturePadLibrary | null = null;
    const fit = () => {
      if (!pad) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    void import("signature_pad").then(({ default: SignaturePadClass }) => {
      if (cancelled) return;
      pad = new SignaturePadClass(canvas, { penColor: "rgb(20, 45, 35)", minWidth: 0.8, maxWidth: 2.6 });
      padRef.current = pad;
      pad.addEventListener("endStroke", () => onChangeRef.current(!pad!.isEmpty()));
      fit();
      canvas.dataset.ready = "true";
    });
    window.addEventListener("resize", fit);
    return () => {
      cancelled = true;
      window.removeEventListener("resize", fit);
      pad?.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(handle, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    clear: () => {
      padRef.current?.clear();
      onChangeRef.current(false);
    },
    toFile: async () => {
      const canvas = canvasRef.current;
      if (!canvas || !padRef.current || padRef.current.isEmpty()) return null;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      return blob ? new File([blob], "drawn-signature.png", { type: "image/png" }) : null;
    },
  }));

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="block h-44 w-full touch-none rounded-xl border-2 border-dashed border-forest-500/60 bg-white"
    />
  );
}

import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Paint first, then hydrate. A server-rendered page is complete HTML and CSS before any script
 * runs, so its first paint should not wait for ~120 KB of hydration code on a slow phone. Two
 * rewrites of the document stream do that (decision record 007):
 * - the module preloads that `<Scripts />` writes are held (an inert `rel`), so the stylesheet,
 *   fonts and first image have the connection to themselves;
 * - React Router's bootstrap module is held as inert text.
 * A small inline script starts both, preloads first so the modules still load side by side, once
 * the browser reports its first contentful paint (at once when the page is hidden, as a hidden page
 * does not paint, or when the browser has no paint timing).
 * `<Scripts />` takes no attributes for either, hence the rewrite of the stream.
 * Under the page's Content-Security-Policy an inline script runs only with the answer's nonce: the
 * starter and the held module get the bootstrap's, and the module made from the held text copies it.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
/** React Router's bootstrap module, with the answer's nonce when there is one (captured). */
const BOOTSTRAP = /<script( nonce="[^"]*")? type="module" async="">/g;
export const HELD_TYPE = "text/x-after-first-paint";
export const HELD_PRELOAD = "x-modulepreload-after-first-paint";

const startAfterPaint = `(function () {
  var started = false;
  function start() {
    if (started) return;
    if (document.readyState === "loading") return void document.addEventListener("DOMContentLoaded", start, { once: true });
    started = true;
    document.querySelectorAll('link[rel="${HELD_PRELOAD}"]').forEach(function (held) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = held.href;
      document.head.append(link);
    });
    var held = document.querySelector('script[type="${HELD_TYPE}"]');
    if (!held) return;
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    held.replaceWith(script);
  }
  try {
    if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes.includes("paint")) return start();
    // the first contentful paint, not the first paint: under load the browser may paint the background long before
    // the text, and the scripts would then compete with the text's paint
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    document.addEventListener("visibilitychange", start, { once: true });
  } catch (error) {
    start();
  }
})();`;

/** The document stream, rewritten as above; a tag split across chunks is completed first. */
export function paintFirst(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      let text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      // keep back an unfinished tag at the end: the rest of it comes with the next chunk
      const open = text.lastIndexOf("<");
      held = open >= 0 && text.indexOf(">", open) < 0 ? text.slice(open) : "";
      if (held) text = text.slice(0, open);
      callback(null, rewrite(text));
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}

function rewrite(html: string): string {
  return html
    .replaceAll(MODULE_PRELOAD, `<link rel="${HELD_PRELOAD}"`)
    .replaceAll(
      BOOTSTRAP,
      (_tag, nonceAttribute = "") =>
        `<script${nonceAttribute}>${startAfterPaint}</script><script${nonceAttribute} type="${HELD_TYPE}">`,
    );
}

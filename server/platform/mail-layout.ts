/** The look of every mail the club sends: one place for the HTML shell, the signature and escaping. */

export const CLUB = "Vedanta Wellness Club";
export const CLUB_SIGNATURE = `${CLUB} · Solan · Rishikesh · Amarkantak`;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A mail's HTML: a white card on the cream background with the club's signature (and the site's address, when
 * given) below `body`, which is HTML already escaped. Inline styles only: mail clients drop <style>.
 */
export function mailPage(body: string, options: { width?: number; publicUrl?: string } = {}): string {
  const url = options.publicUrl ? escapeHtml(options.publicUrl) : "";
  const link = url ? `<br><a href="${url}" style="color:#1d3b2c">${url}</a>` : "";
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#faf6ee;font-family:Georgia,'Times New Roman',serif;color:#1f2a24">
  <div style="max-width:${options.width ?? 480}px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
${body}
    <p style="margin:0;font-size:13px;color:#4b5a52">${CLUB_SIGNATURE}${link}</p>
  </div>
</body>
</html>
`;
}

import { z } from "zod";

/**
 * In the browser, zod parses without compiling code at run time: its compiler would use `new Function`,
 * which the site's Content-Security-Policy (no 'unsafe-eval', decision record 009) refuses and reports.
 * Imported first by web/root.tsx, before any schema is made.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

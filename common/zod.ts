import { z } from "zod";

/**
 * The zod every shared schema is made with. In the browser it parses without compiling code at run time:
 * its compiler (and its first check for it, when an object schema is made) uses `new Function`, which the
 * site's Content-Security-Policy refuses (no 'unsafe-eval', decision record 009) and reports. Set here,
 * before any schema exists, since every module of common/ takes zod from this one.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };

/** A search text for ILIKE: its own %, _ and \ match themselves (the office's list searches). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

import { z } from "./zod.ts";

/**
 * The one rule for every text the club is sent: no control characters. Nobody types them, and NUL
 * cannot even be stored by PostgreSQL. Multi-line fields (addresses, reasons) keep line breaks and tabs.
 */

/** What a multi-line field keeps: tab, line feed and carriage return. */
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/** Whether the value holds a character below U+0020 or U+007F (DEL), line breaks and tabs aside when multi-line. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !(multiline && LINE_BREAKS_AND_TAB.has(code))) return true;
  }
  return false;
}

export const textMessages = {
  controlCharacters: (label: string) =>
    `${label.charAt(0).toUpperCase()}${label.slice(1)} must not contain control characters.`,
} as const;

export interface TextOptions {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** Keeps tab, line feed and carriage return (a textarea). */
  multiline?: boolean;
}

/**
 * A text field: a string without control characters, its message naming the field ("the bank name" → "The bank
 * name must not contain control characters."). Chain trim, min, max, regex… as on z.string().
 */
export function text(label: string, options: TextOptions = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasControlCharacters(value, options.multiline), textMessages.controlCharacters(label));
}

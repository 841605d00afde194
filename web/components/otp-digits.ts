/** The boxes of a one-time code, one digit each (spec: member-side, "OTP boxes take one character each"). */
export function emptyDigits(length: number): string[] {
  return Array.from({ length }, () => "");
}

/**
 * Puts what was typed or pasted into box `from`: each digit goes into the next box; a whole code
 * (pasted, or filled in by the browser from the e-mail) fills every box from the first. Anything
 * that is not a digit is dropped. Returns the boxes and the box to focus next.
 */
export function enterDigits(
  current: readonly string[],
  from: number,
  text: string,
): { digits: string[]; focus: number } {
  const digits = [...current];
  const typed = text.replace(/\D/g, "");
  if (!typed) return { digits, focus: from };
  const start = typed.length >= digits.length ? 0 : from;
  const placed = typed.slice(0, digits.length - start);
  for (let i = 0; i < placed.length; i++) digits[start + i] = placed[i];
  return { digits, focus: Math.min(start + placed.length, digits.length - 1) };
}

/** The code the boxes hold, or "" while any box is empty. */
export function completeCode(digits: readonly string[]): string {
  return digits.every((d) => /^\d$/.test(d)) ? digits.join("") : "";
}

import { forwardRef, useImperativeHandle, useRef } from "react";
import { enterDigits } from "./otp-digits";

export interface OtpBoxesHandle {
  focus: (index?: number) => void;
}

/**
 * A one-time code in one-character boxes: typing a digit moves to the next box, Backspace on an
 * empty box moves back, the arrow keys move along, and pasting (or the browser filling in the code
 * from the e-mail) fills every box.
 */
export const OtpBoxes = forwardRef<
  OtpBoxesHandle,
  {
    idPrefix: string;
    legend: string;
    digitLabel: (n: number, total: number) => string;
    digits: string[];
    onChange: (digits: string[]) => void;
    disabled?: boolean;
    /** The code was refused: every box is marked invalid and described by the error shown next to them (`errorId`). */
    invalid?: boolean;
    errorId?: string;
  }
>(function OtpBoxes(
  { idPrefix, legend, digitLabel, digits, onChange, disabled = false, invalid = false, errorId },
  ref,
) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, digits.length - 1))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const enter = (index: number, text: string) => {
    const next = enterDigits(digits, index, text);
    onChange(next.digits);
    focusBox(next.focus);
  };

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-forest-900">{legend}</legend>
      <div className="mt-2 flex gap-2.5 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            id={`${idPrefix}-${index + 1}`}
            name={`${idPrefix}-${index + 1}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={digitLabel(index + 1, digits.length)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            value={digit}
            disabled={disabled}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              const value = event.target.value;
              if (value === "") {
                const next = [...digits];
                next[index] = "";
                onChange(next);
                return;
              }
              // the box held a digit and got one more: keep the one just typed
              const typed =
                value.length === 2 && digit && value.includes(digit) ? value.replace(digit, "") || digit : value;
              enter(index, typed);
            }}
            onKeyDown={(event) => {
              if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
                // handled here too, so typing the digit a box already holds still moves on
                event.preventDefault();
                enter(index, event.key);
              } else if (event.key === "Backspace" && !digit && index > 0) {
                event.preventDefault();
                focusBox(index - 1);
              } else if (event.key === "ArrowLeft" && index > 0) {
                event.preventDefault();
                focusBox(index - 1);
              } else if (event.key === "ArrowRight" && index < digits.length - 1) {
                event.preventDefault();
                focusBox(index + 1);
              }
            }}
            onPaste={(event) => {
              event.preventDefault();
              enter(index, event.clipboardData.getData("text"));
            }}
            className="h-14 w-12 rounded-xl border border-forest-500/60 bg-cream-50 aria-[invalid=true]:border-2 aria-[invalid=true]:border-terracotta-600 text-center font-display text-3xl font-semibold text-forest-900 caret-saffron-700 focus:border-forest-700 focus:bg-white sm:h-16 sm:w-14"
          />
        ))}
      </div>
    </fieldset>
  );
});

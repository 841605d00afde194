/**
 * An amount in words in Hindi, the Indian way (हज़ार, लाख, करोड़), as a cheque or a Hindi invoice writes it: "एक लाख
 * अठारह हज़ार रुपये और पचास पैसे मात्र". The English words are `to-words`' (particulars.ts, decision 037); its Hindi
 * locale spells some numbers in forms a Hindi reader takes for mistakes (51 "इक्याबन", 91 "इक्यानबे") and writes 100
 * as "सौ", so the Hindi is this function's (decision 047): the numbers 0 to 99 each have their own word in Hindi, in
 * the spellings of the school charts (and of the banknotes: "पाँच सौ रुपये"), and the rest is composed from them.
 */

/** The words of 0 to 99. */
export const HINDI_NUMBERS: readonly string[] = [
  "शून्य",
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड़तीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड़तालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड़सठ",
  "अड़सठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उनासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानवे",
  "बानवे",
  "तिरानवे",
  "चौरानवे",
  "पचानवे",
  "छियानवे",
  "सत्तानवे",
  "अट्ठानवे",
  "निन्यानवे",
];

/** The Indian places above the hundreds, largest first: a crore's count may itself be large (सौ करोड़). */
const PLACES = [
  { value: 10_000_000, word: "करोड़" },
  { value: 100_000, word: "लाख" },
  { value: 1_000, word: "हज़ार" },
  { value: 100, word: "सौ" },
] as const;

/** A whole number (0 or more) in Hindi words: 1,18,000 → "एक लाख अठारह हज़ार"; 100 → "एक सौ". */
export function hindiNumberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole number of 0 or more: ${value}`);
  if (value < 100) return HINDI_NUMBERS[value];
  const words: string[] = [];
  let rest = value;
  for (const place of PLACES) {
    const count = Math.floor(rest / place.value);
    if (count > 0) words.push(`${hindiNumberWords(count)} ${place.word}`);
    rest %= place.value;
  }
  if (rest > 0) words.push(HINDI_NUMBERS[rest]);
  return words.join(" ");
}

/** An amount in paise in Hindi words, rupees and paise, ending "मात्र" (only): 11800050 → "एक लाख अठारह हज़ार रुपये और पचास पैसे मात्र". */
export function hindiAmountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const parts: string[] = [];
  if (rupees > 0 || cents === 0) parts.push(`${hindiNumberWords(rupees)} ${rupees === 1 ? "रुपया" : "रुपये"}`);
  if (cents > 0) parts.push(`${hindiNumberWords(cents)} ${cents === 1 ? "पैसा" : "पैसे"}`);
  return `${parts.join(" और ")} मात्र`;
}

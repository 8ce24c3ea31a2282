// HTML character references decoded: in a web clip's text (issue 16 §5, the generator's input.ts, after the tags are gone)
// and in an Anki field (issue 22, decks/html.ts). One table, one function.

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  deg: "°",
  times: "×",
  divide: "÷",
  minus: "−",
  plusmn: "±",
  le: "≤",
  ge: "≥",
  ne: "≠",
  asymp: "≈",
  micro: "µ",
  copy: "©",
  reg: "®",
  trade: "™",
  sect: "§",
  para: "¶",
  euro: "€",
  pound: "£",
  cent: "¢",
  yen: "¥",
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  Delta: "Δ",
  lambda: "λ",
  mu: "μ",
  pi: "π",
  sigma: "σ",
  Sigma: "Σ",
  theta: "θ",
  omega: "ω",
  Omega: "Ω",
  rarr: "→",
  larr: "←",
  harr: "↔",
  shy: "",
  zwj: "",
  zwnj: "",
};

/** HTML character references decoded: named ones the notes use, and every numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (all, ref: string) => {
    if (ref.startsWith("#")) {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (code === 160) return " ";
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : all;
    }
    return NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()] ?? all;
  });
}

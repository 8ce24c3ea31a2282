// Numbers a true/false or a blank must not move: a bound or an example marker before them, or an approximation
// moved only a little (issue 16: "a swapped fact that is checked to be false in the note").

// "Before 1789, …" stays true with 1788; "fewer than 1 percent" stays true with 30; "a threshold such as 0.75" is
// an example, not the fact. Any comparative bound or approximation counts: moved one way, the statement holds.
const BOUND_OR_EXAMPLE =
  /\b(?:before|after|until|till|since|by|such as|for example|for instance|e\.g\.|like|(?:fewer|less|more|greater|higher|lower|larger|smaller|bigger|longer|shorter|older|younger|earlier|later)\s+than|under|over|below|above|beyond|within|up to|at least|at most|at the (?:least|most)|no (?:more|less|fewer) than|nearly|almost|about|around|roughly|approximately|some|circa|c\.|ca\.|close to|as (?:many|much|few|little|long|high|low|early|late) as)\s+(?:the\s+|an?\s+)?(?:estimated\s+)?$/i;

// "about 97 percent": moved a little the statement may still hold, moved far it is plainly false.
const APPROXIMATION =
  /\b(?:nearly|almost|about|around|roughly|approximately|some|circa|c\.|ca\.|close to)\s+(?:the\s+|an?\s+)?(?:estimated\s+)?$/i;

/**
 * Whether a number (not a year) is given as an approximation ("about 97 percent"). Swapped for one of a different
 * order ("about 2 percent") the statement is false however loosely "about" is read, so it may still be swapped
 * when the two are far apart (farApart).
 */
export function approximateNumber(text: string, at: number, kind: string): boolean {
  return (kind === "number" || kind === "percent") && APPROXIMATION.test(text.slice(0, at));
}

/** At least twice or at most half the other: no reading of "about" joins the two. */
export function farApart(from: number | null, to: number | null): boolean {
  if (from === null || to === null || from <= 0 || to <= 0) return false;
  return Math.max(from, to) / Math.min(from, to) >= 2;
}

/**
 * Whether a year or number stands after a bound ("before", "until", "fewer than", "about", "up to") or an example
 * marker ("such as"): swapped, the statement may stay true or test an arbitrary example, so it is not swapped.
 */
export function boundOrExample(text: string, at: number, kind: string): boolean {
  if (kind !== "year" && kind !== "number" && kind !== "percent") return false;
  return BOUND_OR_EXAMPLE.test(text.slice(0, at));
}

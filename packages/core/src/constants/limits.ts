// Input limits of Lectern's own choosing: the spec sets none, but the server must reject oversized input
// with a field path instead of storing it (DESIGN §8).

/** Longest note, quiz or goal title. */
export const TITLE_MAX_CHARS = 500;
/** Longest note content (about 2 MB of text: a long transcript or a 1000-page PDF's text fits). */
export const CONTENT_MAX_CHARS = 2_000_000;
/** Most tags (and topics) on one note. */
export const TAGS_MAX = 100;
/** Longest tag, topic or subject. */
export const TAG_MAX_CHARS = 100;
/** Longest flashcard side, question, answer or explanation. */
export const CARD_TEXT_MAX_CHARS = 10_000;
/** Longest grounding passage (`source`) of a generated card or question (DESIGN §6). */
export const SOURCE_MAX_CHARS = 20_000;
/** Most questions in one quiz (a mock test has 100, spec 2 §2). */
export const QUIZ_MAX_QUESTIONS = 200;
/** Most options of one question. */
export const QUESTION_MAX_OPTIONS = 10;
/** Most transcript segments kept on one note. */
export const SEGMENTS_MAX = 50_000;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_CHARS = 254;

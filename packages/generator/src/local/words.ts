// Small English word lists the local engine's heuristics rely on (lower case).

const set = (words: string) => new Set(words.trim().split(/\s+/));

/** Sentence openers that point back to an earlier sentence: out of context the sentence is vague. */
export const CONTEXT_OPENERS = set(`
  it its this that these those they them their he she his her such both another here there so then also thus
  hence however therefore instead otherwise similarly likewise even yet but and or because although which`);

/** Pronouns and words of lecture talk rather than content ("today we are going to…"). */
export const CHATTER = set(`
  i me my we us our you your today tomorrow yesterday okay ok alright lecture session week class
  homework please`);

/** A lecturer's words about the course itself ("you'll see it on every exam"): talk, in a transcript only. */
export const COURSE_TALK = set(`exam exams seminar seminars handout worksheet syllabus module`);

/** Adjectives and determiners that do not belong at the start of a key term. */
export const WEAK_MODIFIERS = set(`
  many much more most several some few other another such same different various certain main major minor
  whole new old good great important large small big little high low long short real true own typical
  particular general common simple basic key famous single further extra entire total certain usual overall
  first second third fourth last next final early late previous following modern recent`);

/** Nouns too general to be worth a card or a blank on their own. */
export const GENERIC_NOUNS = set(`
  way ways thing things people person part parts time times lot lots kind kinds type types example examples
  fact facts case cases idea ideas point points number numbers amount form forms side sides end ends term
  terms word words reason reasons result results place places day days year years century centuries period
  area areas group groups level levels order use uses set sets step steps stage stages question questions
  answer answers world moment figure figures percent instance fraction half third quarter version versions
  name names state states rest effect effects factor factors process processes system systems problem problems
  thing something anything everything nothing someone lecture lectures today week`);

/** Nouns that name a role: a proper name right after one is a person ("the biochemist Hans Krebs"). */
export const PERSON_ROLES = set(`
  biologist biochemist chemist physicist economist historian mathematician engineer inventor physician doctor
  scientist psychologist philosopher writer author poet novelist king queen emperor president minister
  professor student son daughter father mother wife husband brother sister manufacturer maker entrepreneur
  explorer general admiral sociologist geologist astronomer naturalist researcher architect composer painter
  dr dr. sir lord lady mr mr. mrs mrs. ms saint pope bishop`);

/** Verbs that take a person as their subject ("Watt realised", "Carnot showed"). */
export const PERSON_VERBS = set(`
  invented proposed described showed discovered argued built patented published designed developed introduced
  realised realized championed studied found received wrote gave formulated added traced coined founded led
  ruled married died born claimed suggested proved demonstrated predicted observed believed named said
  explained noted defined created established began won shared went combined wrote painted composed`);

/** Words that make a proper name a place or an institution rather than a person. */
export const NAME_NOT_PERSON = set(`
  river street road park bridge palace railway canal act acts bank institute academy university college
  prize cycle revolution massacre exhibition charter depression empire war wars church company society museum
  field fields ocean sea lake mountain mountains island islands kingdom republic state states city county
  valley house hall court council party union league association school hospital station gate square tower
  castle cathedral abbey forest desert bay coast strait channel age era dynasty treaty law theory model
  curve index constant equation principle effect law laws convention conference committee movement`);

/** Prepositions that put a proper name in a place ("in Moscow", "at Cromford"). */
export const PLACE_PREPOSITIONS = set(`in at from near to across throughout towards toward into`);

/** Modifiers that make two terms with the same head noun different things ("first law", "second law"). */
export const CONTRASTING_MODIFIERS = set(`
  zeroth first second third fourth fifth positive negative inner outer upper lower left right normal inferior
  aerobic anaerobic linear binary short-run long-run primary secondary tertiary northern southern eastern
  western internal external public private`);

/** Filler words and phrases of speech, removed by the enhance pass. */
export const FILLER_SOUNDS = set(`um umm uh uhh erm er ah ahh hmm mm mhm`);

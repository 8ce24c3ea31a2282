// Common words that make weak blanks and keys (issue 16 §1): "issue", "operation", "way", "thing". A blank on
// one of them tests reading, not the subject. (words.ts belongs to the sentence analysis; these lists are the
// question forms' own.)

const set = (words: string) => new Set(words.trim().split(/\s+/));

/**
 * Single words never asked as a blank or a key unless the note defines them: general nouns of any subject,
 * compass points and words that only mean something with a name ("Law", "East").
 */
export const GENERIC_KEY_WORDS = set(`
  issue issues operation operations way ways thing things memories matter matters aspect aspects
  feature features role roles change changes development developments situation situations condition conditions
  method methods approach approaches activity activities action actions event events object objects item items
  element elements unit units quantity quantities value values rate rates size sizes shape shapes
  material materials substance substances structure structures function functions property properties
  information detail details subject subjects topic topics area areas region regions field fields
  law laws rule rules east west north south centre center middle top bottom front back inside outside
  head hand line lines room side sides position direction
  problem problems solution solutions purpose goal goals need needs use uses user users ability abilities
  evidence research study studies source sources record records view views sense meaning meanings
  relationship relationships link links connection connections difference differences similarity
  increase decrease rise fall growth loss gain share total sum average range scale measure measures
  today history future past present beginning end start middle stage period era age moment
  copy copies target targets poem poems`);

/** Determiner-like adjectives that open a phrase about other things, never a defined term ("Other measures…"). */
export const NON_TERM_OPENERS = set(`
  other another some many several various such these those certain numerous few most more all each every
  both either neither any no different similar`);

/** Subjects that lean on an earlier sentence: a sentence with one is no blank source ("It dates from …"). */
export const LEANING_SUBJECTS = set(`it they this these those he she we`);

// The extractive summary (issue 16 §4): the note's own sentences as overview and key points (nothing is reworded),
// one per section of the note, in order, chosen from its expository sentences.

import { countWords, type GeneratedSummary, quizDifficulty, readingTimeMinutes } from "@lectern/core";
import type { SourceNote } from "../types.ts";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { plain } from "./cloze.ts";
import { properNamesOf } from "./enhance.ts";
import { framingFollowUp } from "./overview-follow-up.ts";
import { framingGenus, titleDefinition } from "./overview-framing.ts";
import { sectionsOf } from "./sections.ts";
import { tidySentence } from "./speech.ts";
import { attributedClaim } from "./summary-attribution.ts";
import { restatedDefinition } from "./summary-compared.ts";
import {
  chooseEntries,
  countedIn,
  entryAsSentence,
  isEntry,
  keyEntries,
  listTopic,
  termListOverview,
} from "./summary-entries.ts";
import { chooseKeyPoints, KEY_POINTS } from "./summary-key-points.ts";
import { withNamesJoined } from "./summary-named.ts";
import { outlineSentence } from "./summary-outline.ts";
import { chooseOverview, KINDS_SENTENCES, OVERVIEW_SENTENCES } from "./summary-overview.ts";
import { kindsSentences } from "./summary-prose-kinds.ts";
import type { Reading } from "./summary-rank.ts";
import { withScopesSaid } from "./summary-scoped.ts";
import { firstKindsSlide, slideKindsSentence } from "./summary-slide-kinds.ts";
import {
  isLabelledClaim,
  isSlideDeck,
  isSlidePoint,
  leafTermSlides,
  slideTitlesSentence,
  summarySlidePoints,
  termListSlides,
} from "./summary-slides.ts";
import { spokenClaim } from "./summary-speech.ts";
import { termGroups } from "./summary-term-groups.ts";
import { definedTerm, definesTopic, wordsOf } from "./summary-thesis.ts";
import { withoutUnreadable } from "./unreadable.ts";

export { chooseKeyPoints, KEY_POINTS } from "./summary-key-points.ts";
export {
  chooseOverview,
  KINDS_SENTENCES,
  OVERVIEW_SENTENCES,
  OVERVIEW_SOURCES_PER_SENTENCE,
} from "./summary-overview.ts";
export { centrality, keyTermsOf, type Reading } from "./summary-rank.ts";
export { definedTerm, definesTopic, wordsOf };

/**
 * The summary: overview and key points from the note's sections; word count and reading time are the note's;
 * complexity is the spec's quiz difficulty rule (easy, medium, hard) applied to the note.
 */
export function summarise(read: ChunkAnalysis, note: SourceNote): GeneratedSummary {
  // A bullet its slide's title scopes is quoted with its scope said (summary-scoped.ts).
  const analysis = {
    ...read,
    sentences: withNamesJoined(withScopesSaid(read.sentences, read.capitalisedWords)),
  };
  const sections = sectionsOf(analysis.sentences);
  const counted = countedIn(note.content);
  // A slide deck: its term bullets are points too, and the overview opens on its slide titles.
  const slides = isSlideDeck(sections);
  const reading: Reading = {
    topic: new Set([...wordsOf(note.title), ...wordsOf(sections[0]?.heading ?? "")]),
    // A deck has no framing sentence (its overview opens on its slide titles): its title's term, defined on a
    // slide, outranks a first slide's other terms. A prose note's framing is its title's definition already.
    title: slides ? wordsOf(note.title) : undefined,
    speech: analysis.speech,
    candidate: slides ? (s) => isSlidePoint(s, counted) : undefined,
  };
  // A sectioned note of more main parts than its overview can quote opens on its outline (its main headings in
  // order), as a deck on its slide titles; one of fewer parts gives each a sentence (summary-outline.ts).
  const outline = slides
    ? ""
    : outlineSentence(
        sections,
        note.content,
        analysis.lowerCaseWords,
        analysis.capitalisedWords,
        OVERVIEW_SENTENCES.max - 1,
      );
  // A deck's slides of kinds ("Cold climates include tundra and polar"): summary-slide-kinds.ts.
  const kinds = slides ? slideKindsSentence(sections, reading.candidate!, analysis.capitalisedWords) : "";
  // A written section of kinds ("The note describes three kinds of plate boundary: …"), from a section worth a
  // sentence of the overview (a fifth of the note's quotable sentences): summary-prose-kinds.ts.
  // A lecture's counted steps likewise ("The lecture goes through four factors: …"): summary-spoken-steps.ts.
  const sectionKinds = slides
    ? []
    : kindsSentences(sections, analysis, KINDS_SENTENCES, 1 / OVERVIEW_SENTENCES.max);
  reading.read = [note.title, sections[0]?.heading ?? "", outline, ...sectionKinds.map((k) => k.sentence)];
  reading.names = properNamesOf(analysis);
  reading.sentences = analysis.sentences;
  const openings = (slides || outline ? 1 : 0) + (kinds ? 1 : 0) + sectionKinds.length;
  // The note's definition of its title's term frames a prose note's overview (overview-framing.ts): quoted in
  // place when its section's choice is that sentence anyway, else opening the overview in a slot of its own;
  // no other overview sentence or key point repeats it.
  // The title's own words first: a first heading may be "Learning Objectives" ("Learning is…" frames nothing).
  const framing = slides
    ? null
    : (titleDefinition(analysis.sentences, wordsOf(note.title), analysis.speech) ??
      titleDefinition(analysis.sentences, reading.topic, analysis.speech));
  // The overview names a section's kinds rather than quoting one of them; key points may still quote one (a
  // reader keeps "In a systematic sample, …" as a main claim of its own). After the framing ("Classical
  // conditioning is a kind of learning…"), a definition of its genus ("Learning is…") is background, for key
  // points too.
  const genus = framing ? framingGenus(framing) : null;
  const background = genus ? analysis.sentences.filter((s) => definedTerm(s)?.toLowerCase() === genus) : [];
  // A deck's slide of equal terms ("Fuse – …", "Circuit breaker – …", "Earth wire – …"): summary-slides.ts.
  const termSlides = slides ? termListSlides(sections).flatMap((x) => x.sentences) : [];
  const leafTerms = slides ? leafTermSlides(sections).flatMap((x) => x.sentences.filter(isEntry)) : [];
  // A sentence among a list's terms ("Prevailing winds carry moisture…" beside "Latitude: …") is one more member.
  const listMembers = termSlides.filter((s) => !isEntry(s));
  const room = OVERVIEW_SENTENCES.max - openings;
  // A deck's own summary slide is the author's summary: the overview quotes its points after the slide titles,
  // and nothing else (summary-slides.ts). Key points still leave out the slides' points the overview would have
  // quoted, as for any deck, and the summary's own.
  const ownSummary = slides ? summarySlidePoints(sections, reading.candidate!).slice(0, room) : [];
  const overviewReading: Reading = {
    ...reading,
    exclude: new Set([...sectionKinds.flatMap((k) => k.members), ...background, ...termSlides]),
    slidePoints: slides && ownSummary.length === 0,
  };
  const filledFull = new Set<AnalysedSentence>();
  const displacedFull = new Set<AnalysedSentence>();
  const chosen = chooseOverview(sections, overviewReading, room, filledFull, displacedFull);
  const full = ownSummary.length > 0 ? ownSummary : chosen;
  // The note's opening section, when the framing is its definition, is covered by it: the other sections
  // share the rest (a later section, or a lecture's topic, holds more than the definition, so it stays).
  const opening = sections[0];
  const framesOpening =
    framing !== null &&
    !analysis.speech &&
    sections.length >= 3 &&
    opening?.heading != null &&
    opening.sentences.includes(framing.sentence);
  const inPlace = framing !== null && full.includes(framing.sentence) && !framesOpening;
  const rest = framesOpening ? sections.slice(1) : sections;
  const filledRest = new Set<AnalysedSentence>();
  const displacedRest = new Set<AnalysedSentence>();
  const overview =
    framing && !inPlace
      ? chooseOverview(
          rest,
          overviewReading,
          OVERVIEW_SENTENCES.max - openings - 1,
          filledRest,
          displacedRest,
        ).filter((s) => s !== framing.sentence)
      : full;
  const framed = framing && overview.length > 0 ? framing : null;
  // The framing's next sentence, said of the framed thing by "it" ("It was first described by Pavlov…"), stands
  // for the framing's section in place of the sentence chosen there (overview-follow-up.ts).
  const followUp = framed ? framingFollowUp(framed, analysis.sentences) : null;
  const replaced = followUp
    ? overview.find(
        (s) =>
          s.sectionIndex === followUp.sentence.sectionIndex &&
          s !== followUp.sentence &&
          s !== framed?.sentence,
      )
    : undefined;
  if (followUp && replaced && !overview.includes(followUp.sentence)) {
    overview.splice(overview.indexOf(replaced), 1, followUp.sentence);
    overview.sort((a, b) => a.index - b.index);
  }
  // What the overview in use added for length or passed over, not the other one's.
  const filled = overview === full ? filledFull : filledRest;
  const displaced = overview === full ? displacedFull : displacedRest;
  // A lecture's step that only says how its factor works ("third, surface area, a solid in small pieces…") is one
  // member of the steps the overview names (readers); a step that defines its term ("a catalyst is…") is a claim.
  const factorSteps = analysis.speech
    ? sectionKinds.flatMap((k) => k.members).filter((s) => !definedTerm(s))
    : [];
  // Key points are the note's main claims: a sentence the overview added only for its length (the Calvin cycle
  // beside the first stage) is one too, so key points may quote it; a section's own overview sentence they leave.
  const points = chooseKeyPoints(
    sections,
    [
      ...(framed && !inPlace ? [framed.sentence, ...overview] : overview),
      ...(ownSummary.length > 0 ? chosen : []),
    ].filter((s) => !filled.has(s)),
    analysis.sentences.length,
    {
      ...reading,
      // A deck's claim under a label ("Conflict of the Orders: plebeians won…") is a key point (summary-slides.ts).
      candidate: slides ? (s) => reading.candidate!(s) || isLabelledClaim(s, kinds) : undefined,
      exclude: new Set([...background, ...factorSteps, ...leafTerms, ...listMembers, ...displaced]),
    },
  );
  // The note's sentences as written, with speech fillers out and a capital and end mark (a transcript has neither).
  const names = properNamesOf(analysis);
  const tidy = (s: AnalysedSentence, cut = false) => {
    const said = analysis.speech ? spokenClaim(s.text, cut) : plain(s.text);
    // "At one end is perfect competition, a market…" quoted alone: "Perfect competition is a market…"; "the fix is
    // memoization, which means…": "Memoization means…" (summary-compared.ts).
    return tidySentence(restatedDefinition(said) ?? said, names);
  };
  // No claim to quote (a term list): its groups (summary-term-groups.ts) and first entries, one per part, or one
  // with its groups named; key points are its most used terms (summary-entries.ts). Else the note's first words.
  const listed = overview.length === 0 ? analysis.sentences.filter(isEntry) : [];
  const groups = listed.length > 0 ? termGroups(listed) : null;
  const perPart = groups?.sentence ? 1 : OVERVIEW_SENTENCES.min;
  const entries = listed.length > 0 ? chooseEntries(sections, perPart, groups?.members) : [];
  const keyPoints =
    listed.length > 0 && points.length === 0
      ? keyEntries(listed, entries, KEY_POINTS.min, KEY_POINTS.max)
      : points;
  const allEntries = entries.length > 0 ? listed : [];
  const heading =
    analysis.sentences[0]?.section ?? analysis.sentences.find((s) => s.kind === "heading")?.text;
  const topic = listTopic(heading ?? null, note.title);
  // An entry is written out as a sentence ("A gene is a section of DNA…"), as written when it cannot be.
  const entryText = (s: AnalysedSentence) => {
    const sentence = entryAsSentence(s, counted, analysis.lowerCaseWords, true);
    return sentence ? tidySentence(sentence, names) : tidy(s);
  };
  const text = (s: AnalysedSentence) => (isEntry(s) ? entryText(s) : tidy(s));
  // A theory named and attributed, then stated in the next sentence: its statement (summary-attribution.ts).
  const stated = (s: AnalysedSentence) => {
    const claim = attributedClaim(s, analysis.sentences[s.index + 1]);
    return claim === null
      ? null
      : tidySentence(analysis.speech ? spokenClaim(claim, true) : plain(claim), names);
  };
  const quoted = overview.map((s) =>
    s === framed?.sentence
      ? tidySentence(framed.text, names)
      : s === followUp?.sentence
        ? tidySentence(followUp.text, names)
        : isEntry(s)
          ? entryText(s)
          : (stated(s) ?? tidy(s, true)),
  );
  if (slides && quoted.length > 0) {
    // The kinds sentence stands where its first slide of kinds is, after the quotes of the slides before it.
    const kindsAt = firstKindsSlide(sections, reading.candidate!, analysis.capitalisedWords);
    const before = overview.filter((s) => kindsAt === null || s.index < kindsAt).length;
    quoted.splice(before, 0, kinds);
    quoted.unshift(slideTitlesSentence(sections, analysis.capitalisedWords));
  } else if (quoted.length > 0) {
    // Each section's kinds stand where the section does, after the quotes of the sections before it.
    for (const k of [...sectionKinds].reverse())
      quoted.splice(overview.filter((s) => s.index < k.at).length, 0, k.sentence);
    if (outline) quoted.unshift(outline);
  }
  if (framed && !inPlace) quoted.unshift(tidySentence(framed.text, names));
  const overviewText =
    quoted.filter((x) => x.length > 0).join(" ") ||
    (entries.length > 0 ? termListOverview(allEntries, entries, topic, entryText, groups?.sentence) : "") ||
    (plain(withoutUnreadable(note.content)) || plain(note.content)).slice(0, 500);
  return {
    overview: overviewText,
    keyPoints: keyPoints.map(text),
    wordCount: countWords(note.content),
    readingTime: readingTimeMinutes(note.content),
    complexity: quizDifficulty(note.content),
  };
}

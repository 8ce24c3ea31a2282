// The corpus of the benchmark (bench/corpus, written for Lectern; see SOURCES.md) as test inputs, read through
// Vite's ?raw imports so the package needs no Node types. CORPUS_FILES: the eight lecture texts written before
// issue 16 (the engine tests pin those); ALL_CORPUS_FILES: every text, for the corpus property tests.
import biologyCellularRespiration from "../../../../bench/corpus/biology-cellular-respiration.md?raw";
import chemistryAcidsBases from "../../../../bench/corpus/chemistry-acids-bases.md?raw";
import computerScienceAlgorithms from "../../../../bench/corpus/computer-science-algorithms.md?raw";
import economicsSupplyDemandInflation from "../../../../bench/corpus/economics-supply-demand-inflation.md?raw";
import frenchNoteBiologyDigestion from "../../../../bench/corpus/french-note-biology-digestion.md?raw";
import geographyPlateTectonics from "../../../../bench/corpus/geography-plate-tectonics.md?raw";
import historyIndustrialRevolution from "../../../../bench/corpus/history-industrial-revolution.md?raw";
import htmlClipGeologyRockCycle from "../../../../bench/corpus/html-clip-geology-rock-cycle.md?raw";
import htmlClipLiteratureGothicNovel from "../../../../bench/corpus/html-clip-literature-gothic-novel.md?raw";
import lectureTranscriptAstronomyStars from "../../../../bench/corpus/lecture-transcript-astronomy-stars.md?raw";
import lectureTranscriptBiologyGenetics from "../../../../bench/corpus/lecture-transcript-biology-genetics.md?raw";
import lectureTranscriptChemistryReactionRates from "../../../../bench/corpus/lecture-transcript-chemistry-reaction-rates.md?raw";
import lectureTranscriptComputerScienceRecursion from "../../../../bench/corpus/lecture-transcript-computer-science-recursion.md?raw";
import lectureTranscriptEconomicsOpportunityCost from "../../../../bench/corpus/lecture-transcript-economics-opportunity-cost.md?raw";
import lectureTranscriptHistoryColdWar from "../../../../bench/corpus/lecture-transcript-history-cold-war.md?raw";
import longCourseReaderEcology from "../../../../bench/corpus/long-course-reader-ecology.md?raw";
import longCourseReaderWorldHistory from "../../../../bench/corpus/long-course-reader-world-history.md?raw";
import markdownRichComputerScienceGit from "../../../../bench/corpus/markdown-rich-computer-science-git.md?raw";
import physicsThermodynamics from "../../../../bench/corpus/physics-thermodynamics.md?raw";
import psychologyMemoryTranscript from "../../../../bench/corpus/psychology-memory-transcript.md?raw";
import slidesBiologyImmuneSystem from "../../../../bench/corpus/slides-biology-immune-system.md?raw";
import slidesGeographyClimateZones from "../../../../bench/corpus/slides-geography-climate-zones.md?raw";
import slidesHistoryRomanRepublic from "../../../../bench/corpus/slides-history-roman-republic.md?raw";
import slidesPhysicsElectricCircuits from "../../../../bench/corpus/slides-physics-electric-circuits.md?raw";
import slidesStatisticsHypothesisTesting from "../../../../bench/corpus/slides-statistics-hypothesis-testing.md?raw";
import spanishNoteHistorySpanishEmpire from "../../../../bench/corpus/spanish-note-history-spanish-empire.md?raw";
import termsBiologyCellGlossary from "../../../../bench/corpus/terms-biology-cell-glossary.md?raw";
import termsChemistryLabVocabulary from "../../../../bench/corpus/terms-chemistry-lab-vocabulary.md?raw";
import termsComputerScienceNetworking from "../../../../bench/corpus/terms-computer-science-networking.md?raw";
import termsEconomicsMacroeconomics from "../../../../bench/corpus/terms-economics-macroeconomics.md?raw";
import textbookBiologyPhotosynthesis from "../../../../bench/corpus/textbook-biology-photosynthesis.md?raw";
import textbookChemistryChemicalBonding from "../../../../bench/corpus/textbook-chemistry-chemical-bonding.md?raw";
import textbookComputerScienceHashTables from "../../../../bench/corpus/textbook-computer-science-hash-tables.md?raw";
import textbookEconomicsMarketStructures from "../../../../bench/corpus/textbook-economics-market-structures.md?raw";
import textbookGeographyWaterCycle from "../../../../bench/corpus/textbook-geography-water-cycle.md?raw";
import textbookHistoryFrenchRevolution from "../../../../bench/corpus/textbook-history-french-revolution.md?raw";
import textbookLiteraturePoeticDevices from "../../../../bench/corpus/textbook-literature-poetic-devices.md?raw";
import textbookPhysicsNewtonsLaws from "../../../../bench/corpus/textbook-physics-newtons-laws.md?raw";
import textbookPsychologyClassicalConditioning from "../../../../bench/corpus/textbook-psychology-classical-conditioning.md?raw";
import textbookStatisticsSampling from "../../../../bench/corpus/textbook-statistics-sampling.md?raw";

const CORPUS: Record<string, string> = {
  "biology-cellular-respiration.md": biologyCellularRespiration,
  "chemistry-acids-bases.md": chemistryAcidsBases,
  "computer-science-algorithms.md": computerScienceAlgorithms,
  "economics-supply-demand-inflation.md": economicsSupplyDemandInflation,
  "french-note-biology-digestion.md": frenchNoteBiologyDigestion,
  "geography-plate-tectonics.md": geographyPlateTectonics,
  "history-industrial-revolution.md": historyIndustrialRevolution,
  "html-clip-geology-rock-cycle.md": htmlClipGeologyRockCycle,
  "html-clip-literature-gothic-novel.md": htmlClipLiteratureGothicNovel,
  "long-course-reader-ecology.md": longCourseReaderEcology,
  "long-course-reader-world-history.md": longCourseReaderWorldHistory,
  "lecture-transcript-astronomy-stars.md": lectureTranscriptAstronomyStars,
  "lecture-transcript-biology-genetics.md": lectureTranscriptBiologyGenetics,
  "lecture-transcript-chemistry-reaction-rates.md": lectureTranscriptChemistryReactionRates,
  "lecture-transcript-computer-science-recursion.md": lectureTranscriptComputerScienceRecursion,
  "lecture-transcript-economics-opportunity-cost.md": lectureTranscriptEconomicsOpportunityCost,
  "lecture-transcript-history-cold-war.md": lectureTranscriptHistoryColdWar,
  "markdown-rich-computer-science-git.md": markdownRichComputerScienceGit,
  "physics-thermodynamics.md": physicsThermodynamics,
  "psychology-memory-transcript.md": psychologyMemoryTranscript,
  "slides-biology-immune-system.md": slidesBiologyImmuneSystem,
  "slides-geography-climate-zones.md": slidesGeographyClimateZones,
  "slides-history-roman-republic.md": slidesHistoryRomanRepublic,
  "slides-physics-electric-circuits.md": slidesPhysicsElectricCircuits,
  "slides-statistics-hypothesis-testing.md": slidesStatisticsHypothesisTesting,
  "spanish-note-history-spanish-empire.md": spanishNoteHistorySpanishEmpire,
  "terms-biology-cell-glossary.md": termsBiologyCellGlossary,
  "terms-chemistry-lab-vocabulary.md": termsChemistryLabVocabulary,
  "terms-computer-science-networking.md": termsComputerScienceNetworking,
  "terms-economics-macroeconomics.md": termsEconomicsMacroeconomics,
  "textbook-biology-photosynthesis.md": textbookBiologyPhotosynthesis,
  "textbook-chemistry-chemical-bonding.md": textbookChemistryChemicalBonding,
  "textbook-computer-science-hash-tables.md": textbookComputerScienceHashTables,
  "textbook-economics-market-structures.md": textbookEconomicsMarketStructures,
  "textbook-geography-water-cycle.md": textbookGeographyWaterCycle,
  "textbook-history-french-revolution.md": textbookHistoryFrenchRevolution,
  "textbook-literature-poetic-devices.md": textbookLiteraturePoeticDevices,
  "textbook-physics-newtons-laws.md": textbookPhysicsNewtonsLaws,
  "textbook-psychology-classical-conditioning.md": textbookPsychologyClassicalConditioning,
  "textbook-statistics-sampling.md": textbookStatisticsSampling,
};

/** The eight lecture texts written before issue 16. */
export const CORPUS_FILES = [
  "biology-cellular-respiration.md",
  "chemistry-acids-bases.md",
  "computer-science-algorithms.md",
  "economics-supply-demand-inflation.md",
  "geography-plate-tectonics.md",
  "history-industrial-revolution.md",
  "physics-thermodynamics.md",
  "psychology-memory-transcript.md",
];

/** Every corpus text (issue 16's quality gate: textbook sections, transcripts, slides, term lists, HTML, foreign). */
export const ALL_CORPUS_FILES = Object.keys(CORPUS).sort();

/** Notes the built-in engine must refuse (not English), named by their file's prefix. */
export const isForeignCorpusFile = (file: string) => /^(?:french|spanish)-/.test(file);

export function corpusNote(file: string) {
  const content = CORPUS[file];
  if (content === undefined) throw new Error(`No corpus text ${file}`);
  return { title: file.replace(/\.md$/, "").replace(/-/g, " "), content };
}

import { messages } from "@lectern/core";
import { describe, expect, it } from "vitest";
import {
  assertLanguageSupported,
  ENGLISH_FUNCTION_WORD_SHARE,
  englishFunctionWordShare,
  isEnglish,
  LANGUAGE_MIN_PROSE_CHARS,
  NotEnglishError,
  proseOf,
} from "./language.ts";

const FRENCH =
  "La photosynthèse est le processus par lequel les plantes vertes transforment l'énergie lumineuse en " +
  "énergie chimique. Elle se déroule dans les chloroplastes, qui contiennent la chlorophylle. Au cours de ce " +
  "processus, le dioxyde de carbone et l'eau sont convertis en glucose et en oxygène, qui est rejeté dans l'air.";
const SPANISH =
  "La fotosíntesis es el proceso mediante el cual las plantas verdes transforman la energía luminosa en " +
  "energía química. Se lleva a cabo en los cloroplastos, que contienen clorofila. Durante este proceso, el " +
  "dióxido de carbono y el agua se convierten en glucosa y oxígeno, que se libera al aire.";
const GERMAN =
  "Die Photosynthese ist der Prozess, bei dem grüne Pflanzen Lichtenergie in chemische Energie umwandeln. " +
  "Sie findet in den Chloroplasten statt, die Chlorophyll enthalten. Dabei werden Kohlendioxid und Wasser in " +
  "Glukose und Sauerstoff umgewandelt, der an die Luft abgegeben wird.";
const ENGLISH =
  "Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes " +
  "place in the chloroplasts, which contain chlorophyll. During this process, carbon dioxide and water are " +
  "converted into glucose and oxygen, which is released into the air.";
const ENGLISH_WITH_CODE = [
  "A hash table stores keys in buckets.",
  "```python",
  "def bucket_of(key, size):",
  "    return hash(key) % size",
  "table = [[] for _ in range(16)]",
  "```",
  "const index = hashCode(key) & (capacity - 1);",
  "for (let i = 0; i < n; i++) { table[i] = null; }",
  "When two keys share a bucket, `chain.append(key)` keeps both.",
].join("\n");
const ENGLISH_WITH_NAMES =
  "Napoleon Bonaparte met Talleyrand, Fouché and Murat at Fontainebleau. Later Jean-Baptiste Bernadotte, " +
  "Joachim Murat and Louis-Nicolas Davout joined the Grande Armée near Austerlitz and Wagram, while Metternich " +
  "and Schwarzenberg negotiated in Wien with Friedrich Wilhelm, Karl Philipp and Klemens von Metternich.";

describe("isEnglish (issue 16 §5: the local engine writes English only)", () => {
  it("finds French, Spanish and German prose not English", () => {
    for (const text of [FRENCH, SPANISH, GERMAN]) {
      expect(text.length).toBeGreaterThanOrEqual(LANGUAGE_MIN_PROSE_CHARS);
      expect(isEnglish(text)).toBe(false);
    }
  });

  it("reads English prose, English with code and English full of foreign names as English", () => {
    expect(isEnglish(ENGLISH)).toBe(true);
    expect(isEnglish(ENGLISH_WITH_CODE)).toBe(true);
    expect(isEnglish(ENGLISH_WITH_NAMES)).toBe(true);
  });

  it("does not guess on short notes, formulas or term lists: too little prose is English by default", () => {
    expect(isEnglish("Mitochondrie : centrale énergétique.")).toBe(true);
    expect(isEnglish("$$E = mc^2$$\n\nF = m * a\n\nv = u + a t")).toBe(true);
    expect(isEnglish("Kohlendioxid\nSauerstoff\nChlorophyll\nGlukose")).toBe(true);
  });

  it("an English note quoting a French sentence stays English", () => {
    const quoted = `${ENGLISH} The French motto reads: "Liberté, égalité, fraternité, ou la mort." ${ENGLISH}`;
    expect(isEnglish(quoted)).toBe(true);
  });
});

describe("proseOf: what the guess reads", () => {
  it("leaves out code, URLs, numbers and names inside a sentence", () => {
    const prose = proseOf(
      "See https://example.org/x for more.\nconst x = 1;\nThe law of Newton holds at 9.81 m/s2 for Galileo.",
    );
    expect(prose).not.toContain("example.org");
    expect(prose).not.toContain("const");
    expect(prose).not.toContain("9.81");
    expect(prose).not.toContain("Newton");
    expect(prose).not.toContain("Galileo");
    expect(prose).toContain("The law of");
  });

  it("counts English function words: many in English, none in French", () => {
    expect(englishFunctionWordShare(proseOf(ENGLISH))).toBeGreaterThan(ENGLISH_FUNCTION_WORD_SHARE);
    expect(englishFunctionWordShare(proseOf(FRENCH))).toBeLessThan(ENGLISH_FUNCTION_WORD_SHARE);
  });
});

describe("assertLanguageSupported", () => {
  it("refuses a French note for an English-only provider with the catalogue's message", () => {
    expect(() => assertLanguageSupported({ englishOnly: true }, FRENCH)).toThrow(NotEnglishError);
    expect(() => assertLanguageSupported({ englishOnly: true }, FRENCH)).toThrow(
      "The built-in engine writes English study material. Connect an AI model in Settings for other languages.",
    );
    expect(new NotEnglishError().message).toBe(messages.generation.builtInEngineEnglishOnly);
  });

  it("lets any language through to a provider that is not English-only (an LLM)", () => {
    expect(() => assertLanguageSupported({}, FRENCH)).not.toThrow();
    expect(() => assertLanguageSupported({ englishOnly: false }, GERMAN)).not.toThrow();
    expect(() => assertLanguageSupported({ englishOnly: true }, ENGLISH)).not.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { framingFollowUp } from "./overview-follow-up.ts";
import { titleDefinition } from "./overview-framing.ts";
import { summarise } from "./summary.ts";

const reader = new TextReader();
const sentences = (text: string) => analyseChunk(reader, text).sentences;

const CONDITIONING = [
  "# Classical Conditioning",
  "",
  "## Pavlov's Dogs",
  "",
  "Classical conditioning is a kind of learning in which an organism learns to associate two stimuli, so that a neutral stimulus comes to produce a response that was originally produced by another stimulus. It was first described by the Russian physiologist Ivan Pavlov, who was studying digestion in dogs in the 1890s. Salivating at food is an unconditioned response, a natural reaction to an unconditioned stimulus. After the bell had been paired with the food many times, the dogs salivated at the sound of the bell alone.",
  "",
  "## Processes",
  "",
  "Acquisition is the initial period of learning, during which the organism learns to link the neutral stimulus and the unconditioned stimulus. Extinction is the decrease in the conditioned response when the conditioned stimulus is repeatedly presented without the unconditioned stimulus. Stimulus generalization is the tendency to respond to stimuli that are similar to the original conditioned stimulus.",
].join("\n");

describe("the framing's next sentence, said of the framed thing by 'it' (issue 16 §4)", () => {
  const framed = (text: string, ...title: string[]) => {
    const all = sentences(text);
    const framing = titleDefinition(all, new Set(title), false);
    if (!framing) throw new Error("no framing");
    return framingFollowUp(framing, all);
  };

  it("quotes it with the framed term for its 'it', the term's article kept", () => {
    expect(
      framed(
        "Photosynthesis is the process by which plants use the energy of sunlight to make sugars. It is the main way that energy enters the living world.",
        "photosynthesis",
      )?.text,
    ).toBe("Photosynthesis is the main way that energy enters the living world.");
    expect(
      framed(
        "The Industrial Revolution was the shift from making goods by hand at home to making them with machines. It was not a single event but a long process.",
        "industrial",
        "revolution",
      )?.text,
    ).toBe("The Industrial Revolution was not a single event but a long process.");
  });

  it("leaves an expletive 'it', a sentence about something else and a worked example alone", () => {
    const framing =
      "Photosynthesis is the process by which plants use the energy of sunlight to make sugars.";
    expect(framed(`${framing} It is important to remember the two stages.`, "photosynthesis")).toBeNull();
    expect(framed(`${framing} Plants are autotrophs.`, "photosynthesis")).toBeNull();
    expect(framed(`${framing} For example, it happens in leaves.`, "photosynthesis")).toBeNull();
  });

  it("stands in the overview for another sentence of the framing's section, not for another section's", () => {
    const { overview } = summarise(analyseChunk(reader, CONDITIONING), {
      title: "Classical Conditioning",
      content: CONDITIONING,
    });
    expect(overview).toContain(
      "Classical conditioning was first described by the Russian physiologist Ivan Pavlov, who was studying digestion in dogs in the 1890s.",
    );
    expect(overview).not.toContain("Salivating at food");
    expect(overview).toContain("Acquisition is the initial period of learning");
  });
});

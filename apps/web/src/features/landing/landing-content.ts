import { AudioLinesIcon, BrainCircuitIcon, ChartNoAxesCombinedIcon, type LucideIcon } from "lucide-react";

export type Feature = { title: string; description: string; Icon: LucideIcon };

// spec 1 §2: the three feature cards.
export const FEATURES: readonly Feature[] = [
  {
    title: "Audio Transcription",
    description:
      "Record a lecture or upload the audio and get a searchable transcript, made right in your browser — no signal needed.",
    Icon: AudioLinesIcon,
  },
  {
    title: "Smart Study Tools",
    description:
      "Turn any note into flashcards, quizzes and summaries in one click, with spaced repetition that brings cards back just in time.",
    Icon: BrainCircuitIcon,
  },
  {
    title: "Track Progress",
    description:
      "See study time, quiz scores and weak areas at a glance, and set goals that keep your week on track.",
    Icon: ChartNoAxesCombinedIcon,
  },
];

export type Testimonial = { quote: string; name: string; course: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "I used to spend hours rewriting lecture notes. Now I record, skim the transcript, and my flashcards are ready before dinner.",
    name: "Amara N.",
    course: "Biology, second year",
  },
  {
    quote:
      "The quizzes find exactly what I don't know yet. Exam prep finally feels organised instead of frantic.",
    name: "Daniel K.",
    course: "Computer Science, first year",
  },
  {
    quote: "I study on the train with no signal and everything syncs once I'm back online. It just works.",
    name: "Sofia R.",
    course: "History, final year",
  },
];

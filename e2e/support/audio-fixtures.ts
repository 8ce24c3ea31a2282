import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Test audio, made on the spot (DESIGN §9): espeak-ng speaks a short lecture, sox and ffmpeg turn it into each
// upload format. One set per test worker, in a temp dir of its own.

const LECTURE =
  "Today we look at the cell. The mitochondria is the powerhouse of the cell. " +
  "Photosynthesis turns light into chemical energy. Ribosomes make proteins.";

export interface AudioFixtures {
  dir: string;
  /** 48 kHz mono 16-bit WAV of the lecture: Chromium's fake microphone plays it in a loop. */
  microphone: string;
  /** The lecture in every accepted upload format (spec 1 §5). */
  wav: string;
  mp3: string;
  m4a: string;
  webm: string;
  ogg: string;
  /** The lecture ten times over (~105 s, OGG): several 30-second chunks, time enough to watch progress and cancel. */
  long: string;
  /** Half a second of tone: under 16000 samples at 16 kHz (spec 1 §9). */
  tooShort: string;
  /** Bytes that only pretend to be an MP3. */
  corrupt: string;
  /** Not an audio type at all. */
  wrongType: string;
  /** A sparse 101 MB '.wav' (spec 1 §5: under 100MB). */
  tooLarge: string;
}

let made: AudioFixtures | null = null;

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: "pipe" });
const ffmpeg = (...args: string[]) => run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

export function audioFixtures(): AudioFixtures {
  if (made) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-audio-"));
  const at = (name: string) => path.join(dir, name);
  const spoken = at("spoken.wav");
  run("espeak-ng", ["-s", "150", "-w", spoken, LECTURE]);
  run("sox", [spoken, "-r", "48000", "-c", "1", "-b", "16", at("microphone.wav")]);
  run("sox", [spoken, "-r", "44100", "-c", "2", "-b", "16", at("lecture.wav")]);
  run("sox", [spoken, "-r", "44100", "-c", "1", at("lecture.mp3")]);
  ffmpeg("-i", spoken, "-c:a", "aac", "-b:a", "64k", at("lecture.m4a"));
  ffmpeg("-i", spoken, "-c:a", "libopus", "-b:a", "32k", at("lecture.webm"));
  ffmpeg("-i", spoken, "-c:a", "libvorbis", "-q:a", "3", at("lecture.ogg"));
  run("sox", [spoken, "-r", "16000", at("long.wav"), "repeat", "9"]);
  ffmpeg("-i", at("long.wav"), "-c:a", "libvorbis", "-q:a", "0", at("long-lecture.ogg"));
  fs.rmSync(at("long.wav"));
  const tone = ["synth", "0.5", "sine", "440"];
  run("sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", at("too-short.wav"), ...tone]);
  // MP3 frame-sync-free noise: no decoder finds audio in it.
  const noise = Buffer.alloc(64 * 1024);
  for (let i = 0; i < noise.length; i++) noise[i] = ((i * 7919 + 13) % 251) & 0x7f;
  fs.writeFileSync(at("corrupt.mp3"), noise);
  fs.writeFileSync(at("lecture-notes.txt"), "These are notes, not audio.\n");
  // Sparse: 101 MB on paper, nothing on disk.
  fs.closeSync(fs.openSync(at("too-large.wav"), "w"));
  fs.truncateSync(at("too-large.wav"), 101 * 1024 * 1024);
  made = {
    dir,
    microphone: at("microphone.wav"),
    wav: at("lecture.wav"),
    mp3: at("lecture.mp3"),
    m4a: at("lecture.m4a"),
    webm: at("lecture.webm"),
    ogg: at("lecture.ogg"),
    long: at("long-lecture.ogg"),
    tooShort: at("too-short.wav"),
    corrupt: at("corrupt.mp3"),
    wrongType: at("lecture-notes.txt"),
    tooLarge: at("too-large.wav"),
  };
  return made;
}

/** Seconds of audio in a file, as sox reads it. */
export function durationOf(file: string): number {
  return Number(run("soxi", ["-D", file]).toString().trim());
}

// Inputs of the documents benchmark (issue 19 Acceptance "Benchmark"), made on this machine with Debian's tools and
// cached in .tmp/bench-documents/: text PDFs (LibreOffice study notes, a LibreOffice two-column paper, a dense
// 100-page PDF written as PostScript and run through ps2pdf) and OCR images drawn by ImageMagick from reference
// texts shipped here (the ground truth for the character error rate), clean and photo-like.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Bump when a fixture's recipe changes, so a stale cache is not measured. */
const VERSION = "v1";
export const fixturesDir = path.resolve(".tmp/bench-documents", VERSION);

/** ImageMagick 6 by its real name: /usr/local/bin/convert may be a stand-in on these machines. */
const MAGICK = "convert-im6.q16";

export interface PdfFixture {
  name: string;
  file: string;
  description: string;
}
export interface ImageFixture {
  name: string;
  file: string;
  description: string;
  reference: string;
}

const TOPICS: { title: string; sentences: string[] }[] = [
  {
    title: "Cell Biology",
    sentences: [
      "Cells are the basic unit of life and every organism is made of one or more of them.",
      "The nucleus stores the genetic material and controls the activity of the cell.",
      "Mitochondria release energy from glucose during aerobic respiration and make ATP.",
      "Ribosomes assemble proteins from amino acids according to the messenger RNA.",
      "The cell membrane is a phospholipid bilayer that controls what enters and leaves.",
      "Plant cells also have a cell wall made of cellulose and chloroplasts for photosynthesis.",
    ],
  },
  {
    title: "Thermodynamics",
    sentences: [
      "The first law states that energy is conserved in every process of a closed system.",
      "Entropy measures the number of microscopic arrangements that match a macroscopic state.",
      "The Gibbs free energy combines enthalpy and entropy to predict whether a reaction is spontaneous.",
      "At equilibrium the forward and reverse reaction rates are equal and the free energy is at a minimum.",
      "A catalyst lowers the activation energy without being consumed by the reaction.",
      "Heat flows spontaneously from a hotter body to a colder one, never the other way.",
    ],
  },
  {
    title: "The French Revolution",
    sentences: [
      "The French Revolution began in 1789 with the storming of the Bastille in Paris.",
      "Economic hardship, royal debt and the ideas of the Enlightenment fed popular anger.",
      "The National Assembly issued the Declaration of the Rights of Man and of the Citizen.",
      "Robespierre led the Committee of Public Safety during the Reign of Terror.",
      "Napoleon Bonaparte seized power in the coup of 18 Brumaire in 1799.",
      "Historians still debate whether the revolution was driven by class or by ideas.",
    ],
  },
];

/** Reference texts of the OCR images: one line each as drawn, so layout never changes the words. */
const OCR_TEXTS = {
  biology: [
    "Photosynthesis converts light energy into chemical energy.",
    "Chlorophyll absorbs mostly blue and red wavelengths of light.",
    "The Calvin cycle fixes carbon dioxide into three-carbon sugars.",
    "Oxygen is released as a by-product when water is split.",
    "Students should compare the light reactions with the dark reactions.",
  ],
  history: [
    "Exam 2 (week 7): The Treaty of Versailles was signed on 28 June 1919.",
    "Germany lost 13% of its territory; reparations were set at 132 billion marks.",
    'Key terms - mandate, demilitarised zone, "war guilt" clause (Article 231).',
    "Q: Why did the U.S. Senate refuse to ratify it? See pp. 214-219.",
  ],
  chemistry: [
    "An acid donates protons and a base accepts them in solution.",
    "The pH scale runs from 0 to 14 and neutral water has a pH of 7.",
    "Titration finds an unknown concentration with a standard solution.",
    "Buffers resist changes in pH when small amounts of acid are added.",
    "Indicators change colour at a known point in the pH range.",
  ],
  physics: [
    "Newton's second law: force equals mass times acceleration (F = ma).",
    "Momentum is conserved when no external force acts on the system.",
    "Kinetic energy is one half of the mass times the velocity squared.",
    "Work is done when a force moves an object through a distance.",
  ],
} as const;

const escXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const FODT_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:automatic-styles>
<style:style style:name="TwoColumns" style:family="section"><style:section-properties>
<style:columns fo:column-count="2" fo:column-gap="0.8cm"/></style:section-properties></style:style>
</office:automatic-styles>
<office:body><office:text>
`;
const FODT_TAIL = "</office:text></office:body></office:document>\n";

const p = (s: string) => `<text:p>${escXml(s)}</text:p>\n`;
const h = (level: number, s: string) => `<text:h text:outline-level="${level}">${escXml(s)}</text:h>\n`;

/** A sentence of topic t, rotated by n so the sections differ. */
const sentence = (t: number, n: number) => {
  const topic = TOPICS[t % TOPICS.length] ?? TOPICS[0];
  return topic?.sentences[n % topic.sentences.length] ?? "";
};
const paragraph = (t: number, n: number) => [0, 1, 2, 3, 4].map((k) => sentence(t, n + k)).join(" ");

/** Study notes as a student writes them: headings, paragraphs, bullet and numbered lists, a table; ~12 pages. */
function notesFodt(): string {
  let body = "";
  for (let s = 0; s < 24; s++) {
    const topic = TOPICS[s % TOPICS.length]?.title ?? "";
    body += h(1, `${s + 1}. ${topic}: lecture ${Math.floor(s / 3) + 1}`);
    body += p(paragraph(s, s));
    body += h(2, "Key points");
    body += `<text:list>${[0, 1, 2].map((k) => `<text:list-item>${p(sentence(s, s + k + 2))}</text:list-item>`).join("")}</text:list>\n`;
    body += p(paragraph(s, s + 3));
    body += `<table:table table:name="Table${s + 1}"><table:table-column table:number-columns-repeated="2"/>${[
      ["Term", "Meaning"],
      [`Term ${s + 1}a`, sentence(s, s + 1)],
      [`Term ${s + 1}b`, sentence(s, s + 4)],
    ]
      .map(
        (row) =>
          `<table:table-row>${row.map((cell) => `<table:table-cell office:value-type="string">${p(cell)}</table:table-cell>`).join("")}</table:table-row>`,
      )
      .join("")}</table:table>\n`;
    body += p(paragraph(s, s + 5));
  }
  return FODT_HEAD + body + FODT_TAIL;
}

/** A paper: full-width title and abstract, then a two-column body with numbered sections; ~6 pages. */
function paperFodt(): string {
  let body = h(1, "Energy, Order and Revolution: A Two-Column Study Paper");
  body += p(`Abstract. ${paragraph(1, 0)} ${paragraph(2, 1)}`);
  body += `<text:section text:style-name="TwoColumns" text:name="Body">\n`;
  for (let s = 0; s < 18; s++) {
    body += h(2, `${s + 1} ${TOPICS[s % TOPICS.length]?.title ?? ""}, part ${Math.floor(s / 3) + 1}`);
    for (let k = 0; k < 3; k++) body += p(paragraph(s, s * 3 + k));
  }
  body += "</text:section>\n";
  body += p("References: lecture notes of the course, weeks 1 to 12.");
  return FODT_HEAD + body + FODT_TAIL;
}

/** Dense pages written as PostScript (55 lines a page, base-14 Times left unembedded, as ps2pdf does). */
function densePs(pages: number): string {
  const words = TOPICS.flatMap((t) => t.sentences.join(" ").split(" "));
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  let ps = `%!PS-Adobe-3.0\n%%Pages: ${pages}\n`;
  for (let page = 1; page <= pages; page++) {
    ps += `%%Page: ${page} ${page}\n/Times-Bold findfont 14 scalefont setfont\n50 770 moveto (Page ${page} heading) show\n`;
    ps += "/Times-Roman findfont 11 scalefont setfont\n";
    for (let line = 0; line < 55; line++) {
      const text = Array.from({ length: 12 }, (_, k) => words[(page * 7 + line * 3 + k) % words.length]).join(
        " ",
      );
      ps += `50 ${750 - line * 13} moveto (${esc(`Line ${line + 1} page ${page}: ${text}`)}) show\n`;
    }
    ps += "showpage\n";
  }
  return `${ps}%%EOF\n`;
}

function run(command: string, args: string[], cwd = fixturesDir): void {
  execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
}

/** Printed text on white: DejaVu, as a flatbed scan or a screenshot would give. */
function drawClean(lines: readonly string[], out: string, font: string, pointsize: number): void {
  run(MAGICK, [
    ...["-size", "1700x", "-background", "white", "-fill", "black", "-font", font],
    ...["-pointsize", String(pointsize), `caption:${lines.join("\n")}`],
    ...["-bordercolor", "white", "-border", "50", "-colorspace", "Gray", "-depth", "8", out],
  ]);
}

/** A phone photo of a page: grey paper, lighter ink, 3° skew, slight blur and sensor noise. */
function drawPhoto(lines: readonly string[], out: string, font: string, pointsize: number): void {
  run(MAGICK, [
    ...["-size", "1700x", "-background", "white", "-fill", "black", "-font", font],
    ...["-pointsize", String(pointsize), `caption:${lines.join("\n")}`],
    ...["-bordercolor", "white", "-border", "50", "+level", "14%,80%"],
    ...["-background", "gray80", "-rotate", "3", "+repage", "-blur", "0x0.8"],
    ...["-attenuate", "0.6", "+noise", "Gaussian", "-colorspace", "Gray", "-depth", "8", out],
  ]);
}

export const PDF_FIXTURES: PdfFixture[] = [
  { name: "notes.pdf", file: "notes.pdf", description: "LibreOffice study notes: headings, lists, tables" },
  { name: "paper.pdf", file: "paper.pdf", description: "LibreOffice paper, two-column body" },
  {
    name: "dense-1.pdf",
    file: "dense-1.pdf",
    description: "1 dense page (PostScript → ps2pdf): mostly the fixed cost of a job",
  },
  { name: "dense-100.pdf", file: "dense-100.pdf", description: "100 dense pages (PostScript → ps2pdf)" },
];

export const IMAGE_FIXTURES: ImageFixture[] = [
  {
    name: "printed-biology.png",
    file: "printed-biology.png",
    description: "clean print, serif 34 pt",
    reference: OCR_TEXTS.biology.join("\n"),
  },
  {
    name: "printed-history.png",
    file: "printed-history.png",
    description: "clean print, sans 26 pt, digits and punctuation",
    reference: OCR_TEXTS.history.join("\n"),
  },
  {
    name: "photo-chemistry.png",
    file: "photo-chemistry.png",
    description: "photo-like: grey, noise, blur, 3° skew",
    reference: OCR_TEXTS.chemistry.join("\n"),
  },
  {
    name: "photo-physics.png",
    file: "photo-physics.png",
    description: "photo-like: grey, noise, blur, 3° skew, sans 28 pt",
    reference: OCR_TEXTS.physics.join("\n"),
  },
];

/** Makes every fixture that is missing (LibreOffice, ps2pdf and ImageMagick) and returns their absolute paths. */
export function ensureDocumentFixtures(): { pdfs: PdfFixture[]; images: ImageFixture[] } {
  fs.mkdirSync(fixturesDir, { recursive: true });
  const at = (f: string) => path.join(fixturesDir, f);
  const missing = (f: string) => !fs.existsSync(at(f));
  if (missing("notes.pdf") || missing("paper.pdf")) {
    console.log(`Making the LibreOffice PDFs (cached in ${path.relative(".", fixturesDir)})…`);
    fs.writeFileSync(at("notes.fodt"), notesFodt());
    fs.writeFileSync(at("paper.fodt"), paperFodt());
    // Its own profile folder: another soffice running on the machine would otherwise take this conversion over.
    const profile = `file://${at("lo-profile")}`;
    run("soffice", [
      `-env:UserInstallation=${profile}`,
      "--headless",
      "--convert-to",
      "pdf",
      "notes.fodt",
      "paper.fodt",
    ]);
  }
  for (const pages of [1, 100]) {
    if (!missing(`dense-${pages}.pdf`)) continue;
    fs.writeFileSync(at(`dense-${pages}.ps`), densePs(pages));
    run("ps2pdf", [`dense-${pages}.ps`, `dense-${pages}.pdf`]);
  }
  if (missing("printed-biology.png"))
    drawClean(OCR_TEXTS.biology, at("printed-biology.png"), "DejaVu-Serif", 34);
  if (missing("printed-history.png"))
    drawClean(OCR_TEXTS.history, at("printed-history.png"), "DejaVu-Sans", 26);
  if (missing("photo-chemistry.png"))
    drawPhoto(OCR_TEXTS.chemistry, at("photo-chemistry.png"), "DejaVu-Serif", 32);
  if (missing("photo-physics.png")) drawPhoto(OCR_TEXTS.physics, at("photo-physics.png"), "DejaVu-Sans", 28);
  for (const f of [...PDF_FIXTURES, ...IMAGE_FIXTURES])
    if (missing(f.file)) throw new Error(`The fixture ${f.file} was not made in ${fixturesDir}`);
  return {
    pdfs: PDF_FIXTURES.map((f) => ({ ...f, file: at(f.file) })),
    images: IMAGE_FIXTURES.map((f) => ({ ...f, file: at(f.file) })),
  };
}

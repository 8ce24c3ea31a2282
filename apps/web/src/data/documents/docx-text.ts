// mammoth's HTML → readable plain text (issue 19 §2): headings as "#", bulleted and numbered lists with their
// nesting, tables as rows of cells joined by " | ". mammoth writes a small, well-formed tag set, so a tokenizer
// is enough; no DOM, so it runs in the DOCX worker. extractRawText would lose list markers and table rows.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

export function docxHtmlToText(html: string): string {
  const out: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  // Tables may nest: each open table has its rows' cells; a cell's text collects here while it is open.
  const rows: string[][] = [];
  const cells: string[] = [];
  let line = "";
  let indent = "";

  const write = (text: string) => {
    if (cells.length > 0) cells[cells.length - 1] += text;
    else line += text;
  };
  const flush = () => {
    const text = collapse(line);
    if (text) out.push(indent + text);
    line = "";
    indent = "";
  };
  const blankLine = () => {
    if (out.length > 0 && out.at(-1) !== "") out.push("");
  };

  for (const [, closing, rawTag, text] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    if (text !== undefined) {
      write(decodeEntities(text));
      continue;
    }
    const tag = (rawTag ?? "").toLowerCase();
    const open = closing === "";
    if (cells.length > 0 && tag !== "td" && tag !== "th" && tag !== "tr" && tag !== "table") {
      // Inside a cell everything is inline: paragraphs and breaks become spaces.
      if (tag === "p" || tag === "br" || tag === "li") write(" ");
      continue;
    }
    switch (tag) {
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        flush();
        if (open) line = `${"#".repeat(Number(tag[1]))} `;
        else blankLine();
        break;
      case "ul":
      case "ol":
        flush();
        if (open) lists.push({ ordered: tag === "ol", count: 0 });
        else {
          lists.pop();
          if (lists.length === 0) blankLine();
        }
        break;
      case "li": {
        flush();
        const list = lists.at(-1);
        if (open && list) {
          list.count += 1;
          indent = "  ".repeat(lists.length - 1);
          line = list.ordered ? `${list.count}. ` : "- ";
        }
        break;
      }
      case "p":
        if (!open) {
          flush();
          if (lists.length === 0) blankLine();
        }
        break;
      case "br":
        flush();
        break;
      case "table":
        if (open) flush();
        else if (cells.length === 0) blankLine();
        break;
      case "tr":
        if (open) rows.push([]);
        else {
          const row = (rows.pop() ?? []).join(" | ");
          if (cells.length > 0) write(` ${row} `);
          else if (row.trim()) out.push(row);
        }
        break;
      case "td":
      case "th":
        if (open) cells.push("");
        else {
          const cell = collapse(cells.pop() ?? "");
          rows.at(-1)?.push(cell);
        }
        break;
      default:
        break; // inline tags (strong, em, a, sup...) and images carry no structure
    }
  }
  flush();
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  test,
} from "./fixtures.ts";
import { seedNotes } from "./notes-support.ts";

// Issue 21: Markdown notes. The editor's toolbar, shortcuts, preview and paste of HTML; the viewer's rendering
// (headings, a table, a task list, KaTeX math, highlighted code) through the sanitising pipeline, with XSS payloads
// shown as text and no script run; a new note's draft kept across a reload; axe in light and dark.

const SHOTS = "/tmp/shots-h21";

const RICH = `# Thermodynamics

## First law

The **internal energy** of a _closed system_ changes by $\\Delta U = Q - W$.

$$
\\int_0^1 x^2 \\, dx = \\frac{1}{3}
$$

| Process | Constant |
|---|---|
| Isothermal | Temperature |
| Isobaric | Pressure |

- [x] Read chapter 3
- [ ] Solve problem set

\`\`\`python
def work(p, dv):
    return p * dv
\`\`\`

See [the lecture page](https://example.org/thermo).`;

/** Raw HTML, script, handlers, a javascript: link, SVG: each one sets a flag or opens a dialog if it ever runs. */
const XSS = [
  "<script>window.__pwned = 'script'</script>",
  '<img src="x" onerror="window.__pwned = \'img\'">',
  "[click me](javascript:window.__pwned='link')",
  '<svg onload="window.__pwned = \'svg\'"><circle r="5"/></svg>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  "<b onmouseover=\"alert('raw')\">raw html</b>",
  "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
].join("\n\n");

async function newNoteEditor(page: Page, request: Parameters<typeof createVerifiedUser>[0]) {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/note-editor/new");
  await expect(page.getByRole("heading", { name: "New Note", level: 1 })).toBeVisible();
  return page.getByLabel("Content", { exact: true });
}

/** A dialog or the flag set means a payload ran. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectNothingRan() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
    },
  };
}

async function expectRichRendering(root: Locator) {
  await expect(root.getByRole("heading", { name: "Thermodynamics", level: 1 })).toBeVisible();
  await expect(root.getByRole("heading", { name: "First law", level: 2 })).toBeVisible();
  await expect(root.locator("strong")).toHaveText("internal energy");
  await expect(root.getByRole("table")).toBeVisible();
  await expect(root.getByRole("cell", { name: "Isobaric" })).toBeVisible();
  await expect(root.locator("li.task-list-item input[type=checkbox]")).toHaveCount(2);
  await expect(root.locator("li.task-list-item input[type=checkbox]").first()).toBeChecked();
  // Inline and display math rendered by KaTeX (MathML for screen readers beside the visual HTML).
  await expect(root.locator(".katex").first()).toBeVisible();
  await expect(root.locator(".katex-display")).toHaveCount(1);
  await expect(root.locator(".katex math").first()).toBeAttached();
  // Code highlighted by language.
  await expect(root.locator("pre code.language-python .hljs-keyword").first()).toHaveText("def");
  const link = root.getByRole("link", { name: "the lecture page" });
  await expect(link).toHaveAttribute("href", "https://example.org/thermo");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** 360 and 1280 px, light and dark, into /tmp/shots-h21, with axe in each theme. */
async function shots(page: Page, name: string) {
  test.info().setTimeout(test.info().timeout + 45_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const html = page.locator("html");
    if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);
    for (const size of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}-${theme}.png`), fullPage: true });
    }
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (original) await page.setViewportSize(original);
}

test("toolbar and shortcuts wrap or prefix the selection, undo works, and the preview renders the Markdown", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const content = await newNoteEditor(page, request);
  await page.getByLabel("Title").fill("Thermodynamics");

  await content.fill("Energy");
  await content.selectText();
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(content).toHaveValue("**Energy**");
  // The toolbar's edit is on the browser's undo stack like typing.
  await content.press("ControlOrMeta+z");
  await expect(content).toHaveValue("Energy");

  await content.press("End");
  await content.pressSequentially(" is ");
  await content.press("ControlOrMeta+i");
  await expect(content).toHaveValue("Energy is _italic text_");
  await content.pressSequentially("conserved");
  await expect(content).toHaveValue("Energy is _conserved_");
  await content.press("ControlOrMeta+Alt+2");
  await expect(content).toHaveValue("## Energy is _conserved_");
  await content.press("End");
  await content.press("Enter");
  await content.press("ControlOrMeta+Shift+9");
  await expect(content).toHaveValue("## Energy is _conserved_\n- [ ] ");
  await content.pressSequentially("revise");
  await content.press("Enter");
  await page.getByRole("button", { name: "Math" }).click();
  await expect(content).toHaveValue("## Energy is _conserved_\n- [ ] revise\n$x^2$");
  await content.press("End");
  await content.press("ControlOrMeta+k");
  await expect(content).toHaveValue("## Energy is _conserved_\n- [ ] revise\n$x^2$[link text](https://)");
  await page.getByRole("button", { name: "Code" }).click();
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await expect(content).toHaveValue(/\n- \$x\^2\$\[link text\]\(`https:\/\/`\)$/);

  // Preview: the rendered Markdown, and the text area is hidden meanwhile.
  await content.fill(RICH);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("button", { name: "Preview" })).toHaveAttribute("aria-pressed", "true");
  await expect(content).toBeHidden();
  const preview = page.getByRole("region", { name: "Preview" });
  await expectRichRendering(preview);
  await expect(page.getByRole("button", { name: "Bold" })).toBeDisabled();

  // Side by side on a wide screen: typing shows in the preview.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Side by side" }).click();
  await expect(content).toBeVisible();
  await expect(preview).toBeVisible();
  await content.press("ControlOrMeta+End");
  await content.pressSequentially("\n\n### Second law");
  await expect(preview.getByRole("heading", { name: "Second law", level: 3 })).toBeVisible();
  await shots(page, "editor-preview");

  // KaTeX's fonts come from our own origin.
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((n) => n.includes("KaTeX_")),
  );
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(new URL(font).origin).toBe(new URL(page.url()).origin);
});

test("XSS payloads in Markdown render as text or are dropped, in the viewer and the preview, and nothing runs", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const watch = watchForScript(page);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const [note] = await seedNotes(page, [{ title: "Payloads", content: XSS }]);
  await page.goto(`/note/${note?.id}`);
  const body = page.getByTestId("note-content");
  await expect(body).toContainText("<script>window.__pwned = 'script'</script>");
  // Wait for the renderer (not the plain-text fallback): a rendered paragraph.
  await expect(body.locator(".md-body p").first()).toBeVisible();
  for (const tag of ["script", "img", "svg", "iframe", "b", "style"])
    await expect(body.locator(tag)).toHaveCount(0);
  await expect(body).toContainText('<img src="x" onerror=');
  await expect(body).toContainText("raw html");
  const link = body.getByText("click me");
  await expect(link).toBeVisible();
  await expect(body.locator("a[href^='javascript' i], a[href^='data' i]")).toHaveCount(0);
  await link.click();
  await body.getByText("raw html").hover();
  await watch.expectNothingRan();

  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("<script>window.__pwned = 'script'</script>");
  for (const tag of ["script", "img", "svg", "iframe", "b"])
    await expect(preview.locator(tag)).toHaveCount(0);
  await watch.expectNothingRan();
});

test("the viewer renders a rich note: headings, table, task list, math, code, safe links; axe in light and dark", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const [note] = await seedNotes(page, [{ title: "Thermodynamics", content: RICH, subject: "Physics" }]);
  await page.goto(`/note/${note?.id}`);
  await expectRichRendering(page.getByTestId("note-content"));
  // The fonts KaTeX needs are loaded (from our origin, precached for offline use).
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px KaTeX_Main"))).toBe(true);
  await shots(page, "viewer-rich");
});

test("a new note's draft survives a reload, is offered back, and saving the note clears it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const content = await newNoteEditor(page, request);
  await page.getByLabel("Title").fill("Draft about entropy");
  await content.fill("Entropy **always** rises in an isolated system.");
  const kept = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("lectern:new-note-draft:"));
      return key
        ? (JSON.parse(localStorage.getItem(key) ?? "null") as { title: string; content: string })
        : null;
    });
  await expect.poll(kept).toMatchObject({ title: "Draft about entropy" });

  // A reload right after the last keystroke (inside the debounce) still keeps it.
  await content.pressSequentially(" Always.");
  await page.reload();
  const offer = page.getByTestId("draft-restore");
  await expect(offer).toContainText("Draft about entropy");
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue("");
  // The offer waits for an answer: nothing overwrote the kept draft.
  expect((await kept())?.content).toBe("Entropy **always** rises in an isolated system. Always.");
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole("button", { name: "Restore draft" }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByLabel("Title")).toHaveValue("Draft about entropy");
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(
    "Entropy **always** rises in an isolated system. Always.",
  );

  // Discard forgets it.
  await page.reload();
  await page.getByTestId("draft-restore").getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByTestId("draft-restore")).toBeHidden();
  await expect.poll(kept).toBeNull();

  // Typed again and saved: the draft goes with the save.
  await page.getByLabel("Title").fill("Saved entropy note");
  await page.getByLabel("Content", { exact: true }).fill("Saved text");
  await expect.poll(kept).toMatchObject({ title: "Saved entropy note" });
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Note saved successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/notes$/);
  await expect.poll(kept).toBeNull();
  await page.goto("/note-editor/new");
  await expect(page.getByRole("heading", { name: "New Note", level: 1 })).toBeVisible();
  await expect(page.getByTestId("draft-restore")).toHaveCount(0);
});

test("pasting HTML keeps headings, lists, links and tables as Markdown; plain text pastes unchanged", async ({
  page,
  request,
}) => {
  const content = await newNoteEditor(page, request);
  await content.fill("Start: ");
  await content.press("End");
  const paste = (data: Record<string, string>) =>
    content.evaluate((textarea, entries) => {
      const transfer = new DataTransfer();
      for (const [type, value] of Object.entries(entries)) transfer.setData(type, value);
      const event = new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true });
      return textarea.dispatchEvent(event); // false when the app took the paste over
    }, data);
  const taken = await paste({
    "text/html":
      '<meta charset="utf-8"><h2>Cell parts</h2><p>The <strong>nucleus</strong> holds DNA.</p><ul><li>Ribosome</li><li>Mitochondrion</li></ul><p><a href="https://example.org/cell">Read more</a></p><table><tr><th>Organelle</th><th>Role</th></tr><tr><td>Nucleus</td><td>DNA</td></tr></table><script>window.__pwned=1</script>',
    "text/plain": "Cell parts The nucleus holds DNA.",
  });
  expect(taken).toBe(false);
  await expect(content).toHaveValue(
    "Start: ## Cell parts\n\nThe **nucleus** holds DNA.\n\n- Ribosome\n- Mitochondrion\n\n[Read more](https://example.org/cell)\n\n| Organelle | Role |\n| --- | --- |\n| Nucleus | DNA |",
  );
  // Plain text is the browser's own paste: the app does not take it over.
  expect(await paste({ "text/plain": "just text" })).toBe(true);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
});

test("a 200,000-character note opens at once and renders all of its Markdown, run by run", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const parts: string[] = [];
  for (let i = 0; parts.join("\n\n").length < 200_000; i++) {
    if (i % 20 === 0) parts.push(`## Section ${i / 20 + 1}`);
    parts.push(`Paragraph ${i} of a long transcript with **bold** words and math $x_{${i}}^2$ in it.`);
  }
  const content = parts.join("\n\n");
  const last = `Section ${Math.floor((parts.length - 1) / 21) + 1}`;
  const [note] = await seedNotes(page, [{ title: "Long transcript", content }]);
  await page.goto(`/note/${note?.id}`);
  const body = page.getByTestId("note-content");
  await expect(body.getByRole("heading", { name: "Section 1", exact: true, level: 2 })).toBeVisible();
  // The rest follows without any interaction, and nothing is left as pending text.
  await expect(body.locator(".md-pending")).toHaveCount(0, { timeout: 60_000 });
  await expect(body.getByRole("heading", { name: last, exact: true, level: 2 })).toBeAttached();
  await expect(body.locator("strong")).toHaveCount(parts.length - Math.ceil(parts.length / 21));
});

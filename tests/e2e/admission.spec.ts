/**
 * The admission answer as a student gets it: by keyboard on a phone, without JavaScript, from a
 * foreign certificate, on paper. Subjects are chosen by property (subjects.ts) and expected figures
 * come from the content and the pure rules, never from the page itself, nor from this year's content.
 */
import { expect, test } from "./fixtures.ts";
import type { Locator, Page } from "@playwright/test";
import { expectHydrated, expectNoAxeViolations, messageOf, registries, registry, registryOf } from "./support.ts";
import { expectFocusOn, expectInError, focused, liveRegionsWithText } from "./heard.ts";
import { entryDegrees, degreeCounts } from "#app/content/catalog.ts";
import { convertCertificate, isExactConversion, scholarshipFor } from "#app/features/admission/eligibility.ts";
import { finderAnswer } from "#app/features/admission/finder-answer.ts";
import { formatNumber, formatPercent } from "#app/lib/format.ts";
import { inLocale } from "#app/i18n/locales.ts";
import type { MessageValues } from "#app/i18n/format-message.ts";
import { hundredths, percentOf, readAdmissionContent } from "#tests/support/admission-oracle.ts";
import {
  answerFor,
  answerUrl,
  arabicIndic,
  collegeOwnDegrees,
  entryDegree,
  findAnswer,
  mustFindAnswer,
  t,
} from "./subjects.ts";

const answer = (page: Page) => page.locator("section[aria-labelledby=answer-title]");
type Certificate = (typeof registry.admission.certificates)[number];
/** Every whole score of every stream for the certificates `which` keeps: the candidates a test chooses its subject among. */
const wholeScores = (which: (cert: Certificate) => boolean) =>
  registry.admission.certificates.filter(which).flatMap((cert) =>
    registry.streams.flatMap((stream) =>
      Array.from({ length: cert.scale.max - Math.ceil(cert.scale.min) + 1 }, (_, i) => ({
        cert,
        stream,
        score: Math.ceil(cert.scale.min) + i,
      })),
    ),
  );
/** Whether the answer for a certificate, stream and score lists a program just above the score. */
const justShort = ({ cert, stream, score }: ReturnType<typeof wholeScores>[number]) =>
  (finderAnswer(registry, { certificate: cert.code, stream: stream.code, average: String(score) }).answer?.close
    .length ?? 0) > 0;
/** The items of the answer's group whose heading starts with `heading`. */
const group = (page: Page, heading: string) =>
  answer(page).locator(`h4:has-text("${heading}") + p + ol > li, h4:has-text("${heading}") + ol > li`);
const names = (items: Locator) => items.locator("a[data-print-href]").allTextContents();
/** An item of a group, found by its program's link. */
const itemNamed = (page: Page, heading: string, name: string) =>
  group(page, heading).filter({ has: page.getByRole("link", { name, exact: true }) });
/**
 * A certificate scale's bounds as the page at `path` writes them in a sentence, read plainly (not by
 * the page's own helper): «50%» and «100%», or «16» and «56 نقطة» ("56 points"), the top counted.
 */
const boundsAsWritten = (path: string, scale: { min: number; max: number; unit: "percent" | "points" }) =>
  scale.unit === "percent"
    ? { min: `${scale.min}%`, max: `${scale.max}%` }
    : { min: String(scale.min), max: messageOf(path, "count.points", { count: scale.max }) };
const CAN_APPLY = "يمكنك التقديم إلى";
const CLOSE = "على مقربة من معدلك";

/** An answer with every group: programs open, one close below the average, programs closed to the stream. */
const full = mustFindAnswer(
  "the answer has open, close and closed programs",
  (a) => a.open.length > 0 && a.close.length > 0 && a.notOpen.length > 0,
  { decimalsFirst: true },
);
const fullUrl = answerUrl(full.stream.code, full.average);

test.describe("admission answer", () => {
  test("by keyboard only on a 360 px phone: choose, type, submit, read the groups, open the closed list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/admission-keys");
    const focused = () => page.evaluate(() => document.activeElement?.id ?? "");
    // Tab from the top of the page to the stream field (past the header, the certificate).
    for (let i = 0; i < 60 && (await focused()) !== "stream"; i++) await page.keyboard.press("Tab");
    expect(await focused()).toBe("stream");
    const stream = page.locator("#stream");
    for (let i = 0; i <= registry.streams.length && (await stream.inputValue()) !== full.stream.code; i++)
      await page.keyboard.press("ArrowDown");
    await expect(stream).toHaveValue(full.stream.code);
    for (let i = 0; i < 5 && (await focused()) !== "average"; i++) await page.keyboard.press("Tab");
    await page.keyboard.type(arabicIndic(String(full.average)));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`stream=${full.stream.code}&average=`));
    await expect(
      page.getByRole("heading", {
        name: t("admission.answer.titleForAverage", {
          average: formatPercent(full.average),
          stream: full.stream.inText,
        }),
      }),
    ).toBeVisible();

    // Open, close and closed programs, each in its group, as the rules sort them.
    const [close] = full.answer.close;
    const open = await names(group(page, CAN_APPLY));
    expect(open).toEqual(full.answer.open.map((d) => d.name));
    expect(open).not.toContain(close.name);
    const item = itemNamed(page, CLOSE, close.name);
    await expect(item).toContainText(
      t("admission.answer.close.shortfall", {
        points: t("count.points", { count: close.shortfall, case: "acc" }),
        minimum: formatPercent(close.minimum),
      }),
    );
    await expect(item).toContainText("ترفع معدلك");

    // Not open to the stream: collapsed, opened from the keyboard.
    const closed = answer(page).locator("details");
    const summary = closed.locator("summary");
    for (let i = 0; i < 400 && !(await summary.evaluate((s) => s === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    await expect(closed).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(closed).toHaveAttribute("open");
    await expect(closed.locator("li")).toHaveCount(full.answer.notOpen.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("on a 360 px phone, a link near the answer's top leads past the open programs to those just out of reach", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(fullUrl);
    // As many as the page lists below: how many are close is the oracle's to check, not this test's.
    const programs = t("count.programs", { count: await group(page, CLOSE).count() });
    const jump = answer(page).getByRole("link", { name: t("admission.answer.closeJump", { programs }), exact: true });
    // Above the first open program: read before the list it leads past.
    const firstOpen = group(page, CAN_APPLY).first();
    expect((await jump.boundingBox())!.y).toBeLessThan((await firstOpen.boundingBox())!.y);
    await jump.click();
    const heading = answer(page).getByRole("heading", {
      name: t("admission.answer.close.title", { programs }),
    });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${await heading.getAttribute("id")}$`));
  });

  test("the answer passes axe, with every group shown and the closed list open", async ({ page }) => {
    await page.goto(fullUrl);
    await answer(page).locator("details summary").click();
    await expectNoAxeViolations(page);
  });

  test("the same URL without JavaScript gives the same answer", async ({ page, browser }) => {
    const url = answerUrl(full.stream.code, full.average, "");
    await page.goto(url);
    await expect(page.getByRole("button", { name: "انسخ رابط هذه النتيجة" })).toBeVisible(); // hydrated
    const withScripts = (await answer(page).innerText()).replace(/انسخ رابط هذه النتيجة\s*اطبع النتيجة\s*/, "");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScripts = await context.newPage();
    await noScripts.goto(url);
    expect(await answer(noScripts).innerText()).toBe(withScripts);
    await context.close();
  });

  test("every degree is in the minimums table, a college's own degree too, and in the finder", async ({ page }) => {
    await page.goto("/admission-keys");
    const table = page.locator("#minimums-title ~ div table");
    const { entry } = degreeCounts(registry);
    await expect(table.locator("tbody tr")).toHaveCount(entry);
    // The count is in the table's name (its caption, written above its scrolling box).
    const count = t("count.entryPrograms", { count: entry });
    await expect(table).toHaveAccessibleName(new RegExp(count.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    const own = collegeOwnDegrees().filter((d) => d.sheet.admission.minimums);
    for (const d of own) await expect(table.locator(`a[href="${d.href}"]`)).toBeVisible();
    test.skip(!own.length, "no college of the content awards a degree of its own");

    // The finder at the top of the scale of a stream the degree takes: open, in the rules' order.
    const [d] = own;
    const stream = Object.keys(d.sheet.admission.minimums!)[0];
    await page.goto(answerUrl(stream, 100));
    const open = group(page, CAN_APPLY);
    expect(await names(open)).toEqual(answerFor(stream, 100).open.map((o) => o.name));
    await itemNamed(page, CAN_APPLY, d.sheet.name).locator("a[data-print-href]").click();
    await expect(page).toHaveURL(new RegExp(`${d.href.replace(/[/#]/g, "\\$&")}$`));
    await expect(page.locator("#degree")).toContainText(d.sheet.name);
  });

  test("each degree shows its fees over the plan before and after the scholarship", async ({ page }) => {
    // The top tier, at an average that earns it, in the stream that opens the most degrees there.
    const top = [...registry.admission.scholarships].sort((a, b) => b.minAverage - a.minAverage)[0];
    const average = Math.min(100, Math.ceil(top.minAverage) + 1);
    const stream = [...registry.streams].sort(
      (a, b) => answerFor(b.code, average).open.length - answerFor(a.code, average).open.length,
    )[0];
    const a = answerFor(stream.code, average);
    const tier = scholarshipFor(registry.admission.scholarships, average)!;
    await page.goto(answerUrl(stream.code, average));
    await expect(answer(page)).toContainText(`معدلك يؤهلك لـ«${tier.name}»`);
    for (const d of a.open.filter((o) => o.scholarship).slice(0, 3)) {
      const { cost } = d;
      const item = itemNamed(page, CAN_APPLY, d.name);
      await expect(item).toContainText(formatNumber(cost.before));
      await expect(item).toContainText(formatNumber(cost.after));
      await expect(item).toContainText("عدا الرسوم الفصلية الثابتة");
      // A tier kept only in semesters of enough hours: the total says on how many.
      const discount = formatPercent(d.scholarship!.discountPercent);
      await expect(item).toContainText(
        cost.discountedHours === cost.hours
          ? `والخصم ${discount} محسوب على ساعات الخطة كلها`
          : new RegExp(
              `والخصم ${discount} محسوب على ${formatNumber(cost.discountedHours)} \\S+ معتمدة من ${cost.hours} في الخطة`,
            ),
      );
    }
  });

  test("a program open to the student shows its own admission notes on its card, under a word to read them first", async ({
    page,
  }) => {
    // The program's notes as its content file has them (a subject mark, a test): not the answer's.
    const notesOf = (id: string) => entryDegree(id).sheet.admission.notes ?? [];
    const found = findAnswer((a) => a.open.some((o) => notesOf(o.id).length > 0));
    test.skip(!found, "No program of the content has admission notes.");
    const d = found!.answer.open.find((o) => notesOf(o.id).length > 0)!;
    await page.goto(answerUrl(found!.stream.code, found!.average));
    const item = itemNamed(page, CAN_APPLY, d.name);
    await expect(item).toContainText(t("admission.finder.notes"));
    for (const note of notesOf(d.id)) await expect(item).toContainText(note);
  });

  test("an average below every bachelor's minimum gets the diplomas and a kind word", async ({ page }) => {
    const { bachelorMinimum } = registry.admission.ministry;
    const diplomas = findAnswer((a, average) => average < bachelorMinimum && a.open.length > 0);
    test.skip(!diplomas, "no diploma of the content opens below the ministry's bachelor floor");
    await page.goto(answerUrl(diplomas!.stream.code, diplomas!.average));
    await expect(answer(page)).toContainText("الحد الأدنى الذي تشترطه وزارة التعليم العالي");
    const open = await names(group(page, CAN_APPLY));
    expect(open).toEqual(diplomas!.answer.open.map((d) => d.name));
    for (const d of diplomas!.answer.open) expect(d.diploma, d.name).toBe(true);
  });

  test("an average that opens nothing: why, what is near, and what to do", async ({ page }) => {
    const none = findAnswer((a) => a.open.length === 0 && a.higher > 0, { step: 1 });
    test.skip(!none, "every stream and average opens a program in the content");
    const { stream, average, answer: a } = none!;
    const accepting = entryDegrees(registry).filter((d) => d.sheet.admission.minimums![stream.code]).length;
    await page.goto(answerUrl(stream.code, average));
    await expect(answer(page)).toContainText(`لا يفتح معدلك الآن أي برنامج لطلبة ${stream.inText}`);
    await expect(answer(page)).toContainText(
      accepting === 1
        ? `الحد الأدنى للبرنامج الوحيد الذي يقبل طلبة ${stream.inText} أعلى من معدلك`
        : `يقبل طلبة ${stream.inText} أعلى من معدلك`,
    );
    await expect(
      // One such link per program near the average, and the answer's own: each leads to the same section.
      answer(page).getByRole("link", { name: "ترفع معدلك وفق أحكام وزارة التربية والتعليم" }).last(),
    ).toHaveAttribute("href", "#improve");
    await expect(page.locator("#improve-title ~ div")).toContainText(
      registry.admission.ministry.improvement[0].slice(0, 40),
    );
    await expect(answer(page).locator("details li")).toHaveCount(a.notOpen.length);
    // The office to ask is the content's.
    const office = registry.site.offices.find((o) => o.key === "admission")!;
    await expect(answer(page).getByRole("link", { name: office.name, exact: true })).toHaveAttribute(
      "href",
      "/contact-us#offices",
    );
  });

  test("a foreign certificate: its own scale, the conversion shown as an estimate, and its stream too", async ({
    page,
  }) => {
    const certificates = registry.admission.certificates;
    const foreign = certificates.find((c) => !isExactConversion(c) && c.streams === "equivalence");
    test.skip(!foreign, "the content lists no certificate converted by a table");
    const cert = foreign!;
    const score = Math.round((cert.scale.min + cert.scale.max) / 2);
    const percent = convertCertificate(cert, score)!;
    const stream = registry.streams[0];
    await page.goto("/admission-keys");
    await page.getByLabel("الشهادة الثانوية").selectOption({ label: cert.name });
    // A certificate without streams: the field asks for the stream the ministry equates it to.
    await expect(page.locator("#stream")).toHaveAccessibleName(t("admission.finder.streamEquated"));
    await page.locator("#stream").selectOption({ label: stream.name });
    await page.getByLabel("المعدل أو العلامة (اختياري)").fill(String(score));
    await page.getByRole("button", { name: "اعرض البرامج" }).click();
    await expect(page).toHaveURL(new RegExp(`certificate=${cert.code}`));
    await expect(answer(page)).toContainText(
      t("admission.answer.conversion", {
        score,
        max: cert.scale.max,
        certificate: cert.name,
        percent: formatPercent(percent),
        exact: "no",
      }),
    );
    await expect(answer(page)).toContainText("وكذلك الفرع الذي اخترته");
    await expect(
      page.getByRole("heading", {
        name: t("admission.answer.titleForEstimate", { average: formatPercent(percent), stream: stream.inText }),
      }),
    ).toBeVisible();
    // A certificate read as it is: no estimate.
    const asItIs = certificates.find((c) => isExactConversion(c) && c.code);
    if (asItIs) {
      const exact = Math.round((asItIs.scale.min + asItIs.scale.max) / 2);
      await page.goto(answerUrl(stream.code, exact, asItIs.code));
      await expect(answer(page)).toContainText(
        t("admission.answer.conversion", { certificate: asItIs.name, percent: formatPercent(exact), exact: "yes" }),
      );
      await expect(
        page.getByRole("heading", {
          name: t("admission.answer.titleForAverage", { average: formatPercent(exact), stream: stream.inText }),
        }),
      ).toBeVisible();
    }
    // Off the scale: the message names the scale and its bounds, next to the field.
    await page.goto(answerUrl(stream.code, cert.scale.max + 1, cert.code));
    await expect(page.locator("#average-error")).toHaveText(
      t("admission.error.certificateRange", {
        scoreName: cert.scale.name,
        scoreNameIndefinite: cert.scale.nameIndefinite,
        certificate: cert.name,
        ...boundsAsWritten("/admission-keys", cert.scale),
      }),
    );
    await expect(page.getByLabel("المعدل أو العلامة (اختياري)")).toHaveAttribute("aria-invalid", "true");
  });

  test("an estimate just short of a program is shown below its minimum, never rounded up to it, and what it lacks adds up to it", async ({
    page,
  }) => {
    // The exact percentage from the oracle's own reading of the anchors (tests/support), in
    // hundredths as a fraction: shown to one decimal rounded down, the shortfall is the minimum less it.
    const oracle = new Map(readAdmissionContent().certificates.map((c) => [c.code, c]));
    const tenthsDown = (cert: Certificate, score: number) => {
      const { num, den } = percentOf(oracle.get(cert.code)!, hundredths(score));
      return { tenths: Math.floor(num / (den * 10)), roundsUp: (num / den) % 10 >= 5 };
    };
    // By property: a converted certificate, a stream and a score whose percentage rounds up to the
    // next tenth (where rounding to the nearest would show more than it is), with a program just above.
    const subject = wholeScores((cert) => !isExactConversion(cert)).find(
      (s) => tenthsDown(s.cert, s.score).roundsUp && justShort(s),
    );
    test.skip(!subject, "no converted score in the content rounds up just short of a program");
    const { cert, stream, score } = subject!;
    const shown = tenthsDown(cert, score).tenths;
    for (const locale of ["ar", "en"]) {
      const path = inLocale("/admission-keys", locale);
      await page.goto(`${path}?certificate=${cert.code}&stream=${stream.code}&average=${score}`);
      await expect(page.locator("#answer-title")).toContainText(`${shown / 10}%`);
      const closeHeading = messageOf(path, "admission.answer.close.title", { programs: "" }).split(":")[0];
      const items = await group(page, closeHeading).all();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const minimum = Number(/\((\d+(?:\.\d)?)%\)/.exec((await item.textContent()) ?? "")![1]);
        await expect(item).toContainText(
          messageOf(path, "admission.answer.close.shortfall", {
            points: messageOf(path, "count.points", { count: (minimum * 10 - shown) / 10, case: "acc" }),
            minimum: `${minimum}%`,
          }),
        );
      }
    }
  });

  test("a foreign certificate just short of a program: ask the International Office, not resit the Tawjihi; how to apply from abroad", async ({
    page,
  }) => {
    /** A certificate (read as it is, or converted), stream and whole score whose answer has a program just above it. */
    const shortOf = (exact: boolean) => wholeScores((cert) => isExactConversion(cert) === exact).find(justShort);
    const subjects = [shortOf(true), shortOf(false)].filter((s) => s !== undefined);
    test.skip(!subjects.length, "no foreign certificate's score falls just short of a program in the content");
    for (const { cert, stream, score } of subjects) {
      for (const locale of ["ar", "en"]) {
        const path = inLocale("/admission-keys", locale);
        const office = registryOf(path).international.office.name;
        await page.goto(`${path}?certificate=${cert.code}&stream=${stream.code}&average=${score}`);
        const closeHeading = messageOf(path, "admission.answer.close.title", { programs: "" }).split(":")[0];
        // As many as the page lists: how many are close is the oracle's to check, not this test's.
        const closeCount = await group(page, closeHeading).count();
        expect(closeCount, `${cert.code} ${score}: programs close to it`).toBeGreaterThan(0);
        // Each close program points to the International Office (an assessment of an estimate),
        // on the page of the reader's language…
        const ask = group(page, closeHeading).getByRole("link", {
          name: messageOf(path, "admission.answer.assessmentLink", {
            office,
            exact: isExactConversion(cert) ? "yes" : "no",
          }),
          exact: true,
        });
        await expect(ask, `${cert.code} in ${locale}`).toHaveCount(closeCount);
        for (const link of await ask.all())
          await expect(link).toHaveAttribute("href", inLocale("/international-applicants", locale));
        // …and nothing in the answer to the Tawjihi's resit.
        await expect(
          answer(page).getByRole("link", { name: messageOf(path, "admission.answer.improveLink"), exact: true }),
        ).toHaveCount(0);
        // How to apply ends with the same page: attestation, equivalency, applying without an ID.
        const howTo = answer(page)
          .locator("h4", { hasText: messageOf(path, "admission.apply.title") })
          .locator("..");
        await expect(
          howTo.getByRole("link", { name: messageOf(path, "admission.apply.abroadLink"), exact: true }),
        ).toHaveAttribute("href", inLocale("/international-applicants", locale));
      }
    }
    // A Tawjihi answer's steps do not send its reader abroad.
    await page.goto(fullUrl);
    await expect(answer(page).locator("h4", { hasText: t("admission.apply.title") })).toBeVisible();
    await expect(answer(page).getByRole("link", { name: t("admission.apply.abroadLink"), exact: true })).toHaveCount(0);
  });

  test("malformed or out-of-range input gets a message next to the field, from the server too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [average, message] of [
      ["abc", "اكتب معدلك أو علامتك أرقامًا فقط"],
      ["140", "يتراوح معدل الثانوية العامة (التوجيهي) بين 50% و100%؛ أدخل معدلًا بينهما"],
      // Two decimals: a Tawjihi average has one, and the results import refuses 94.65 too.
      ["85.55", "يُكتب معدل التوجيهي بمنزلة عشرية واحدة على الأكثر"],
    ]) {
      await page.goto(answerUrl(full.stream.code, average as unknown as number));
      await expect(page.locator("#average-error")).toContainText(message);
      await expect(page.locator("#average")).toHaveAttribute("aria-describedby", /average-error/);
      await expect(answer(page)).toHaveCount(0);
    }
    // A foreign certificate's score typed as it is printed (A Levels' letters): told its own scale,
    // not the Tawjihi's «84.6», in either language.
    for (const cert of registry.admission.certificates.filter((c) => c.scale.unit === "points"))
      for (const path of ["/admission-keys", inLocale("/admission-keys", "en")]) {
        const c = registryOf(path).admission.certificates.find((x) => x.code === cert.code)!;
        await page.goto(`${path}?certificate=${c.code}&stream=${full.stream.code}&average=AAB`);
        const sentence = messageOf(path, "admission.error.certificateMalformed", {
          certificate: c.name,
          scoreName: c.scale.name,
          ...boundsAsWritten(path, c.scale),
        });
        await expect(page.locator("#average-error")).toHaveText(sentence);
        await expect(page.locator("#average-error")).not.toContainText("84.6");
      }
    await context.close();
  });

  test("headings agree with what they count, and programs accept students", async ({ page }) => {
    const { stream, average, answer: a } = full;
    await page.goto(answerUrl(stream.code, average));
    const closed = answer(page).locator("details");
    await closed.locator("summary").click();
    const n = a.notOpen.length;
    await expect(closed.locator("summary")).toHaveText(
      n === 1
        ? `برنامج واحد لا يقبل طلبة ${stream.inText}`
        : n === 2
          ? `برنامجان لا يقبلان طلبة ${stream.inText}`
          : new RegExp(`^${n} برنامج(ًا)? لا تقبل طلبة ${stream.inText}$|^${n} برامج لا تقبل طلبة ${stream.inText}$`),
    );
    // Each closed program's list of streams: the singular, the dual or the plural, as it has one, two or more.
    for (const d of a.notOpen) {
      const heading =
        d.streams.length === 1
          ? "الفرع المقبول فيه"
          : d.streams.length === 2
            ? "الفرعان المقبولان فيه"
            : "الفروع المقبولة فيه";
      await expect(closed.locator("li").filter({ hasText: d.name }).first()).toContainText(`${heading}: `);
    }
    if (a.higher > 1)
      await expect(answer(page)).toContainText(
        new RegExp(`تقبل طلبة ${stream.inText}، لكن حدودها الدنيا تزيد على معدلك بأكثر من`),
      );
  });

  test("nothing open: no sentence points at an empty list", async ({ page }) => {
    // A stream and an average that open nothing and come close to nothing, chosen from the content.
    const found = registry.streams
      .flatMap((s) => [55, 60, 62, 64, 66].map((average) => ({ s, average })))
      .find(({ s, average }) => {
        const a = finderAnswer(registry, { certificate: "", stream: s.code, average: String(average) }).answer!;
        return a.open.length === 0 && a.close.length === 0 && a.higher > 0;
      });
    test.skip(!found, "no stream in the content opens nothing at these averages");
    await page.goto(`/admission-keys?stream=${found!.s.code}&average=${found!.average}`);
    await expect(answer(page)).toContainText(`لا يفتح معدلك الآن أي برنامج لطلبة ${found!.s.inText}`);
    await expect(answer(page)).not.toContainText("قارن ");
    await expect(answer(page)).not.toContainText("الرسوم أدناه");
    // The programs far above the average are said once, by the sentence that says nothing opens;
    // the «وهناك …» sentence follows a list only, and there is none.
    await expect(answer(page)).toContainText("أعلى من معدلك");
    await expect(answer(page).getByText(/^و?هناك .* (يقبل|تقبل)/)).toHaveCount(0);
  });

  test("a certificate without streams, sent without one: asked for the stream it is equated to, not refused", async ({
    page,
  }) => {
    const cert = registry.admission.certificates.find((c) => c.streams === "equivalence")!;
    await page.goto(`/admission-keys?certificate=${cert.code}&average=${cert.scale.max}`);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("#stream-error")).toHaveCount(0);
    const prompt = page.locator("#stream-prompt");
    await expect(prompt).toContainText(`لا فروع في ${cert.name}`);
    await expect(prompt).toContainText("اختر الفرع الذي تتوقع أن تُعادَل به شهادتك");
    await expect(page.locator("#stream")).toHaveAttribute("aria-describedby", "stream-prompt");
    await expect(page.locator("#stream-hint")).toHaveAttribute("open", "");
  });

  test("a certificate without streams offers only the streams it is equated to; another gets a sentence, no answer", async ({
    page,
    browser,
  }) => {
    const cert = registry.admission.certificates.find((c) => c.streams === "equivalence")!;
    const allowed = registry.streams.map((s) => s.code).filter((c) => registry.admission.equivalentStreams.includes(c));
    const other = registry.streams.find((s) => !allowed.includes(s.code));
    test.skip(!other, "the content equates certificates without streams to every stream");
    const optionValues = (p: Page) =>
      p
        .locator("#stream option:not([value=''])")
        .evaluateAll((options) =>
          options.filter((o) => getComputedStyle(o).display !== "none").map((o) => (o as HTMLOptionElement).value),
        );
    // With JavaScript: choosing the certificate leaves only its streams, and the Tawjihi brings all back.
    await page.goto("/admission-keys");
    await page.locator("#certificate").selectOption(cert.code);
    await expect.poll(() => optionValues(page)).toEqual(allowed);
    await page.locator("#certificate").selectOption("");
    await expect.poll(() => optionValues(page)).toEqual(registry.streams.map((s) => s.code));
    // The server, with or without JavaScript: a sentence beside the field, and no answer.
    const average = String(cert.scale.max);
    const context = await browser.newContext({ javaScriptEnabled: false });
    for (const p of [page, await context.newPage()]) {
      await p.goto(`/admission-keys?certificate=${cert.code}&stream=${other!.code}&average=${average}`);
      await expect(p.locator("#stream-error")).toContainText(`لا فروع في ${cert.name}`);
      await expect(p.locator("#stream")).toHaveAttribute("aria-invalid", "true");
      await expect(answer(p)).toHaveCount(0);
    }
    // Without JavaScript, the form hides the other streams while the certificate is chosen.
    const noScript = context.pages()[0];
    await noScript.goto("/admission-keys");
    await noScript.locator("#certificate").selectOption(cert.code);
    expect(await optionValues(noScript)).toEqual(allowed);
    await context.close();
  });

  test("an older stream name opens today's stream, and the answer says so", async ({ page }) => {
    const renamed = registry.streams.find((s) => s.aliases?.length);
    test.skip(!renamed, "no stream of the content has a former name");
    const alias = renamed!.aliases![0];
    await page.goto(`/admission-keys?stream=${alias.code}&average=80`);
    await expect(page.locator("#stream")).toHaveValue(renamed!.code);
    await expect(answer(page)).toContainText(`الفرع «${alias.name}» في الشهادات القديمة هو ${renamed!.inText} اليوم`);
    await expect(page.getByRole("heading", { name: `ما يفتحه معدل 80% في ${renamed!.inText}` })).toBeVisible();
  });

  test("the hourly fee note follows the content", async ({ page }) => {
    await page.goto(fullUrl);
    await expect(answer(page)).toContainText(
      registry.admission.hourFeeFixed ? "وهو سعر ساعتك طوال دراستك" : "وقد يتغيّر في السنوات التالية",
    );
  });

  test("the results page: a certificate read as it is is not «about», and its link says so", async ({ page }) => {
    for (const cert of registry.admission.certificates) {
      const exact = isExactConversion(cert);
      await page.goto(`/high-school-results?certificate=${cert.code}&score=${cert.scale.max}`);
      const status = page.locator("#convert [role=status]");
      if (exact) {
        await expect(status).toContainText(`تُعتمد كما هي: 100%`);
        await expect(status).not.toContainText("تقريب");
        await expect(status.getByRole("link")).toHaveText("اعرف البرامج والمنح المتاحة لهذا المعدل");
      } else {
        await expect(status).toContainText("تعادل تقريبًا");
        await expect(status.getByRole("link")).toHaveText("اعرف البرامج والمنح المتاحة لهذا المعدل التقريبي");
      }
    }
  });

  test("copy link gives the answer's address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(answerUrl(full.stream.code, full.average, ""));
    await page.getByRole("button", { name: "انسخ رابط هذه النتيجة" }).click();
    await expect(page.getByRole("button", { name: "نُسخ الرابط" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.endsWith(answerUrl(full.stream.code, full.average, ""))).toBe(true);
  });

  test("printed, the answer is a clean list: no header, no menu, addresses after the program links", async ({
    page,
  }) => {
    await page.goto(fullUrl);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header, header").first()).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("main").locator("search")).toBeHidden();
    await expect(answer(page)).toBeVisible();
    const after = await answer(page)
      .locator("a[data-print-href]")
      .first()
      .evaluate((a) => getComputedStyle(a, "::after").content);
    expect(after).toMatch(/https:\/\/.+\/colleges\//);
    await expect(answer(page).getByRole("link", { name: /apply\./ })).toBeVisible(); // the portal, with its address
    // Each program's printed address is its link's own, in either language.
    for (const url of [fullUrl, inLocale(fullUrl, "en")]) {
      await page.goto(url);
      const printed = await answer(page)
        .locator("a[data-print-href]")
        .evaluateAll((links) =>
          links.map((a) => [new URL((a as HTMLAnchorElement).href).pathname, a.getAttribute("data-print-href")]),
        );
      expect(printed.length).toBeGreaterThan(0);
      for (const [path, address] of printed) expect(address, url).toMatch(new RegExp(`^https://[^/]+${path}$`));
    }
  });
});

test("every page counts the same degrees, and says what it counts", async ({ page }) => {
  const { entry, postgraduate } = degreeCounts(registry);
  // The home page's figures: a number under its caption.
  await page.goto("/");
  const figure = (caption: string) => page.locator("dt", { hasText: caption }).locator("xpath=../dd");
  await expect(figure("برامج البكالوريوس والدبلوم")).toHaveText(String(entry));
  await expect(figure("برامج الدراسات العليا")).toHaveText(String(postgraduate));
  await page.goto("/colleges");
  await expect(page.locator("main header, main").first()).toContainText(
    t("colleges.summary", {
      colleges: t("count.colleges", { count: registry.colleges.length }),
      entry: t("count.entryPrograms", { count: entry }),
      graduate: t("count.graduatePrograms", { count: postgraduate }),
      graduateCount: postgraduate,
    }),
  );
  // The colleges index shows every degree as a card, a college's own degree included.
  for (const d of collegeOwnDegrees()) await expect(page.locator(`main a[href="${d.href}"]`)).toBeVisible();
  // And the footer of every page links the portals.
  for (const portal of registry.site.portals)
    await expect(page.getByRole("contentinfo").getByRole("link", { name: portal.name })).toHaveAttribute(
      "href",
      portal.url,
    );
});

test.describe("the finder and the converter as a screen reader meets them (issue 56)", () => {
  const languages = (["ar", "en"] as const).filter((l) => registries[l]);
  /** The finder's heading for the `full` subject, in the page's language. */
  const heading = (path: string) => {
    const stream = registryOf(path).streams.find((s) => s.code === full.stream.code)!;
    return messageOf(path, "admission.answer.titleForAverage", {
      average: formatPercent(full.average),
      stream: stream.inText ?? stream.name,
    });
  };

  /** An answer, then the form sent without a stream: focus on the heading, then on the stream. */
  async function finderJourney(tab: Page, path: string) {
    const m = (key: string) => messageOf(path, key);
    await expect(tab.locator("#finder form")).toHaveAttribute("novalidate", "");
    await tab.getByLabel(m("admission.finder.stream")).selectOption(full.stream.code);
    await tab.getByLabel(m("admission.finder.average")).fill(String(full.average));
    await tab.getByRole("button", { name: m("admission.finder.submit") }).click();
    await expectFocusOn(tab, "answer-title", "heading", heading(path));
    await expect(tab.getByRole("main")).toMatchAriaSnapshot(`- heading "${heading(path)}" [level=3]`);
    await expect(liveRegionsWithText(tab)).toHaveCount(0);

    // Sent with no stream and no average: our sentence beside the stream, which takes focus; no answer.
    await tab.getByLabel(m("admission.finder.stream")).selectOption("");
    await tab.getByLabel(m("admission.finder.average")).fill("");
    await tab.getByRole("button", { name: m("admission.finder.submit") }).click();
    await expectFocusOn(tab, "stream", "combobox", m("admission.finder.stream"));
    await expectInError(tab.getByLabel(m("admission.finder.stream")), m("admission.error.streamMissing"));
    await expect(answer(tab)).toHaveCount(0);
    await expect(liveRegionsWithText(tab)).toHaveCount(0);
  }

  for (const locale of languages) {
    const path = locale === "ar" ? "/admission-keys" : `/${locale}/admission-keys`;
    test(`the finder with JavaScript (${path})`, async ({ page }) => {
      await page.goto(path);
      await expectHydrated(page);
      await finderJourney(page, path);
      await expectNoAxeViolations(page);
    });

    test(`the finder without JavaScript (${path})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const tab = await context.newPage();
      await tab.goto(path);
      await finderJourney(tab, path);
      await context.close();
    });

    test(`the converter with JavaScript (${path.replace("admission-keys", "high-school-results")})`, async ({
      page,
    }) => {
      const results = path.replace("admission-keys", "high-school-results");
      const m = (key: string, values?: MessageValues) => messageOf(results, key, values);
      const cert = registryOf(results).admission.certificates[0];
      await page.goto(results);
      await expectHydrated(page);
      const form = page.locator("#convert form");
      await expect(form).toHaveAttribute("novalidate", "");
      // The live region that says the answer is in the page before it, empty: marked to be found again.
      const region = page.locator("#convert [role=status]");
      await expect(region).toBeEmpty();
      await region.evaluate((el) => el.setAttribute("data-before-answer", ""));
      const certificate = page.getByLabel(m("results.convert.certificate"), { exact: true });
      const score = page.getByLabel(m("results.convert.score"), { exact: true });

      // Sent empty: our sentence, tied to the certificate, said by that region once.
      await form.getByRole("button", { name: m("results.convert.submit") }).click();
      await expectInError(certificate, m("results.convert.certificateMissing"));
      await expect(page.locator("[data-before-answer]")).toHaveText(m("results.convert.certificateMissing"));
      await expect(liveRegionsWithText(page)).toHaveCount(1);

      // A certificate without a score: the score's own sentence.
      await certificate.selectOption(cert.code);
      await form.getByRole("button", { name: m("results.convert.submit") }).click();
      const scoreMissing = m("admission.error.certificateEmpty", {
        certificate: cert.name,
        scoreName: cert.scale.name,
        ...boundsAsWritten(results, cert.scale),
      });
      await expectInError(score, scoreMissing);
      await expect(certificate).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("[data-before-answer]")).toHaveText(scoreMissing);

      // The answer: in the same region, the only one with text; focus stays in the form, never on <body>.
      await score.fill(String(cert.scale.max));
      await form.getByRole("button", { name: m("results.convert.submit") }).click();
      const exact = isExactConversion(cert) ? "yes" : "no";
      await expect(page.locator("[data-before-answer]")).toContainText(cert.name);
      await expect(
        page
          .locator("[data-before-answer]")
          .getByRole("link", { name: messageOf(results, "results.convert.finder", { exact }) }),
      ).toBeVisible();
      await expect(liveRegionsWithText(page)).toHaveCount(1);
      await expect(score).not.toHaveAttribute("aria-invalid", "true");
      await expect(focused(page)).toHaveCount(1);
      await expect(focused(page)).not.toHaveJSProperty("tagName", "BODY");
    });
  }
});

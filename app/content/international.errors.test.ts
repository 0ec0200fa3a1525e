/**
 * The page for applicants from abroad (content/international.yaml): what the content check refuses,
 * each with the file, line and field, on the fixture content broken in one place.
 */
import { describe, expect, it } from "vitest";
import { contentProblems } from "./registry.ts";
import { FIXTURE_TODAY, fixtureFiles, replacing, withFile, type FileEdit } from "#tests/support/fixture-content.ts";

const FILE = "content/international.yaml";
const fixture = fixtureFiles();
const problemsAfter = (edit: FileEdit) => contentProblems(withFile(fixture, FILE, edit), { latestDay: FIXTURE_TODAY });
/** The line of the file (1-based) whose text, indentation aside, starts with `text`. */
const line = (text: string) => fixture[FILE].split("\n").findIndex((l) => l.trimStart().startsWith(text)) + 1;

describe("content/international.yaml errors", () => {
  it.each([
    {
      name: "a certificate the finder converts, not described",
      edit: replacing(/ {2}- code: ib\n( {4}.*\n){3}/, ""),
      field: "certificates",
      line: line("- code: jordanian-tawjihi"),
      message: /الشهادة «البكالوريا الدولية \(IB\)» .* أضف بندًا رمزه ib/,
    },
    {
      name: "a rate of exchange dated after today",
      edit: replacing("date: 2026-11-01", "date: 2026-12-01"),
      field: "exchangeRate.date",
      line: line("date: 2026-11-01"),
      message: /التاريخ 2026-12-01 لم يأتِ بعد/,
    },
    {
      name: "a program taught in English that does not exist",
      edit: replacing("program: iti", "program: nope"),
      field: "instruction.englishPrograms[0].program",
      line: line("- program: iti"),
      message: /البرنامج "nope" غير معروف/,
    },
    {
      name: "a range whose top is not above its bottom",
      edit: replacing("maxAmount: 250", "maxAmount: 150"),
      field: "costs[1].maxAmount",
      line: line("maxAmount: 250"),
      message: /الحد الأعلى للمبلغ 150 ليس أكبر من المبلغ 150/,
    },
    {
      name: "a cost without its amount",
      edit: replacing("    amount: 20\n", ""),
      field: "costs[0].amount",
      line: line("- key: application-fee"),
      message: /مطلوب/,
    },
    {
      name: "an amount in more than fils",
      edit: replacing("amount: 20", "amount: 20.0005"),
      field: "costs[0].amount",
      line: line("amount: 20"),
      message: /بثلاث منازل عشرية على الأكثر/,
    },
    {
      // PS12 … is the fixture's valid number; two digits swapped, as a slip of the keyboard does.
      name: "an account number whose check digits do not match",
      edit: replacing("0010 2030 4050 6", "0010 2030 4500 6"),
      field: "payment.iban",
      line: line("iban:"),
      message: /رقم الحساب المصرفي الدولي \(IBAN\) هذا غير صحيح/,
    },
    {
      name: "two certificates with one code",
      edit: replacing("code: bagrut", "code: ib"),
      field: "certificates[3].code",
      line: line("- code: bagrut"),
      message: /رمز الشهادة "ib" مكرّر/,
    },
  ])("$name", ({ edit, field, line: at, message }) => {
    const problems = problemsAfter(edit);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: FILE, field, line: at });
    expect(problems[0].message).toMatch(message);
  });
});

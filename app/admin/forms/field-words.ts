/**
 * Where a problem is, and what to do about it, in the form's own words: a field's path in a file
 * (`studyPlan.1.semesters.0.courses.2.hours`) becomes the labels an officer sees on the way to it
 * («الخطة الدراسية (البند 2) ← … ← الساعات المعتمدة»), and a schema's refusal becomes a sentence
 * that says what to write or pick, with the choices' Arabic names rather than their codes.
 *
 * Pure: the save guard and the preview call it; the unit tests call it with any schema.
 */
import type { z } from "zod";
import type { Field, FieldNode } from "#app/content/schema-tree.ts";
import { readTypedNumber } from "./typed-number.ts";

export type FieldPath = (string | number)[];

/** The fields along a path, with the list items' numbers: what the officer passes on the way. */
export function fieldTrail(root: FieldNode, path: FieldPath): { field?: Field; node: FieldNode; words: string } {
  const parts: string[] = [];
  let node = root;
  let field: Field | undefined;
  for (const key of path) {
    if (node.kind === "object" && typeof key === "string") {
      field = node.fields.find((f) => f.name === key);
      if (!field) break;
      node = field.node;
      parts.push(field.words.title ?? key);
    } else if (node.kind === "list" && typeof key === "number") {
      // «المساقات (البند 3)»: a list item is a «بند», numbered from 1 as the form shows them.
      parts[parts.length - 1] = `${parts[parts.length - 1] ?? ""} (البند ${key + 1})`.trim();
      node = node.of;
    } else break;
  }
  return { field, node, words: parts.join(" ← ") };
}

/** The registry's way of naming a field (`admission.minimums[1].minimum`) as a path. */
export function parseFieldName(name: string | undefined): FieldPath {
  if (!name) return [];
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Is the value picked from a list in the form (a choice or a reference)? */
const picked = (node: FieldNode, field?: Field) => node.kind === "enum" || Boolean(field?.words.ref);

/** A schema's refusal of one value, as what to do about it. */
export function officeMessage(issue: z.core.$ZodIssue, node: FieldNode, field?: Field): string {
  const value = issue.input;
  switch (issue.code) {
    case "invalid_type":
      if (isEmpty(value)) return picked(node, field) ? "لم يُختر شيء: اختر من القائمة." : "هذا الحقل مطلوب: املأه.";
      if (issue.expected === "int") return "اكتب عددًا صحيحًا بلا كسور.";
      if (issue.expected === "number") {
        // Text kept by the number field because it could not be read (forms/typed-number.ts).
        const read = typeof value === "string" ? readTypedNumber(value) : undefined;
        return read?.kind === "refused" ? read.message : "اكتب رقمًا فقط، مثل 66.5.";
      }
      if (issue.expected === "array") return "أضف بندًا واحدًا على الأقل.";
      return "القيمة المكتوبة ليست من النوع المطلوب: امسحها واكتبها من جديد.";
    case "too_small":
      // A bound the value may not reach (`.positive()` is «more than 0») is said as such.
      if (issue.origin === "number")
        return issue.inclusive === false
          ? `اكتب رقمًا أكبر من ${String(issue.minimum)}.`
          : `اكتب رقمًا لا يقل عن ${String(issue.minimum)}.`;
      // «عددها» and «عدد أحرفه» before the number: the sentence reads right for any count.
      if (issue.origin === "array")
        return Number(issue.minimum) <= 1
          ? "أضف بندًا واحدًا على الأقل."
          : `أضف بنودًا حتى لا يقل عددها عن ${String(issue.minimum)}.`;
      return Number(issue.minimum) <= 1
        ? "هذا الحقل مطلوب: املأه."
        : `النص أقصر من المطلوب: أكمله حتى لا يقل عدد أحرفه عن ${String(issue.minimum)}.`;
    case "too_big":
      if (issue.origin === "number")
        return issue.inclusive === false
          ? `اكتب رقمًا أصغر من ${String(issue.maximum)}.`
          : `اكتب رقمًا لا يزيد على ${String(issue.maximum)}.`;
      if (issue.origin === "array") return `احذف بنودًا حتى لا يزيد عددها على ${String(issue.maximum)}.`;
      return `اختصر النص حتى لا يزيد عدد أحرفه على ${String(issue.maximum)}.`;
    case "invalid_value": {
      if (isEmpty(value)) return "لم يُختر شيء: اختر من القائمة.";
      const labels = node.kind === "enum" ? (field?.words.labels ?? {}) : {};
      // «اختر من القائمة «تنبيه عاجل» أو «تنبيه» أو «إعلان».»: the names the list shows.
      const names = issue.values.map((v) => `«${labels[String(v)] ?? String(v)}»`);
      return `اختر من القائمة ${names.join(" أو ")}.`;
    }
    case "unrecognized_keys":
      // Keys no form field writes (the file was edited by hand): the form cannot remove them.
      return "فيه حقول لا يعرفها الموقع ولا تظهر في النموذج: اطلب من مكتب الموقع الإلكتروني حذفها.";
    default:
      // The schema's own sentence (a pattern, a rule across fields): written to say what to do.
      return issue.message;
  }
}

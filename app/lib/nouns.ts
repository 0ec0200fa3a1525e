/**
 * The counted nouns of the interface, in the forms Arabic gives them after a number (see
 * countNoun and formatCount in format.ts). Written once, so a count never disagrees with its noun.
 */
import type { CountForms } from "./format";

export const YEARS: CountForms = { one: "سنة واحدة", two: "سنتان", few: "سنوات", many: "سنة", other: "سنة" };
export const COLLEGES: CountForms = { one: "كلية واحدة", two: "كليتان", few: "كليات", many: "كلية", other: "كلية" };
export const PROGRAMS: CountForms = {
  one: "برنامج واحد",
  two: "برنامجان",
  few: "برامج",
  many: "برنامجًا",
  other: "برنامج",
};
export const ACADEMIC_PROGRAMS: CountForms = {
  one: "برنامج أكاديمي واحد",
  two: "برنامجان أكاديميان",
  few: "برامج أكاديمية",
  many: "برنامجًا أكاديميًا",
  other: "برنامج أكاديمي",
};
export const AVAILABLE_PROGRAMS: CountForms = {
  one: "برنامج واحد متاح",
  two: "برنامجان متاحان",
  few: "برامج متاحة",
  many: "برنامجًا متاحًا",
  other: "برنامج متاح",
};
export const ACCEPTING_PROGRAMS: CountForms = {
  one: "برنامج واحد يقبل",
  two: "برنامجان يقبلان",
  few: "برامج تقبل",
  many: "برنامجًا يقبل",
  other: "برنامج يقبل",
};
export const PUBLICATIONS: CountForms = {
  one: "منشور واحد",
  two: "منشوران",
  few: "منشورات",
  many: "منشورًا",
  other: "منشور",
};
export const PARTNERS: CountForms = { one: "شريك واحد", two: "شريكان", few: "شركاء", many: "شريكًا", other: "شريك" };
export const QUESTIONS: CountForms = { one: "سؤال واحد", two: "سؤالان", few: "أسئلة", many: "سؤالًا", other: "سؤال" };
/** Written for "… في {count}": the dual is genitive. */
export const GROUPS: CountForms = {
  one: "مجموعة واحدة",
  two: "مجموعتين",
  few: "مجموعات",
  many: "مجموعة",
  other: "مجموعة",
};

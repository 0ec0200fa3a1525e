/**
 * Every form a message can take, for the proofreading sheet (npm run messages:sheet): each plural
 * argument at the boundaries of its language's plural categories (Arabic's six, English's two), each select argument with its sample
 * values, and the other arguments with the sample values of ./samples.ts. Pure: the sheet renders
 * these forms, and messages-sheet.rules.test.ts checks on the same forms that every branch of every
 * message is reached and that no argument lacks a sample.
 */
import { formatMessage, parseMessage, type MessagePart, type MessageValues } from "#app/i18n/format-message.ts";

/**
 * The numbers every plural argument is shown with: each of Arabic's categories (zero, one, two,
 * few 3–10, many 11–99, other: 100–102 and thousands), the hundreds where they come round again
 * (101, 102, 103), and a fraction (`other`). English's two (one, other) are among them.
 */
export const PLURAL_SAMPLES: readonly number[] = [0, 1, 2, 3, 11, 100, 101, 102, 103, 1000, 2.5];

/**
 * The messages whose count the code never gives as 0, and why: the sheet shows them from 1 and says
 * so beside them, instead of a zero form no page can write («وهناك 0 برنامج…»). Every other
 * sentence a count can reach with 0 has its own zero form (`=0` or `zero`); messages-sheet.rules
 * .test.ts checks that each sentence is one or the other. The number-and-noun units (`count.*`,
 * `money.*`) are parts of sentences, and the sentence that holds one says what 0 is.
 */
export const NEVER_ZERO: Readonly<Record<string, string>> = {
  "admission.answer.close.intro":
    "تظهر فوق قائمة البرامج القريبة من المعدل، ولا تظهر القائمة إلا وفيها برنامج واحد على الأقل.",
  "admission.answer.close.alternatives":
    "تظهر تحت برنامج له بديل واحد على الأقل؛ والبرنامج الذي لا بديل له تظهر تحته admission.answer.close.improveOnly.",
  "admission.answer.higher":
    "تظهر حين يقبل الفرعَ برنامج واحد على الأقل حدّه الأدنى بعيد عن المعدل، وبعد قائمة برامج مفتوحة أو قريبة؛ وبلا قائمة قبلها تقول admission.answer.none.belowMinimums ذلك.",
  "admission.answer.notOpen.title": "لا تظهر إلا إذا وُجد برنامج واحد على الأقل لا يقبل الفرع.",
  "admission.answer.notOpen.accepts":
    "كل برنامج في هذه القائمة يقبل فرعًا واحدًا على الأقل: الفحص يطلب في «الحدود الدنيا للمعدل» بندًا واحدًا على الأقل.",
  "admission.answer.none.belowMinimums":
    "تظهر حين يقبل الفرعَ برنامج واحد على الأقل؛ وإن لم يقبله أي برنامج ظهرت admission.answer.none.streamNotTaken.",
  "admission.answer.finder": "تظهر تحت قائمة البرامج المفتوحة، ولا تظهر القائمة إلا وفيها برنامج واحد على الأقل.",
  "search.alsoIn": "تظهر لمساق يُدرَّس في برنامجين على الأقل، فعدد البرامج الأخرى واحد فأكثر.",
  "admission.error.equivalenceStream":
    "عددها عدد الفروع التي تُعادَل بها الشهادات بلا فروع، والفحص يطلب في «الفروع التي تُعادَل بها الشهادات بلا فروع» فرعًا واحدًا على الأقل.",
};

/** Whether a message is a number-and-noun unit (`count.*`, `money.*`), whose 0 the sentence holding it says. */
export const isCountUnit = (key: string) => /^(count|money)\./.test(key);

/** The CLDR plural category of `n` in `locale`, from `Intl` (independent of format-message's written rules). */
export const pluralCategoryIn = (locale: string, n: number): string => new Intl.PluralRules(locale).select(n);
export const arabicPluralCategory = (n: number): string => pluralCategoryIn("ar", n);

export type Value = string | number;
/** A value a case gives an argument: fixed, or computed from the form's other values (a list as long as a count). */
export type CaseValue = Value | ((values: MessageValues) => Value);
/** Some arguments of a message that go together (a certificate and its scale); the rest come from the argument table. */
export type Case = Readonly<Record<string, CaseValue>>;

/** The sample values, as ./samples.ts builds them from the content. */
export interface SampleTable {
  /** Values of an argument, by the argument's name. */
  arguments: Readonly<Record<string, readonly Value[]>>;
  /** Cases of the messages whose arguments go together, by message key. */
  messages: Readonly<Record<string, readonly Case[]>>;
}

export interface MessageForm {
  values: MessageValues;
  /** The plural categories and select branches it takes (`count = 11 · many`), left to right. */
  labels: string[];
  text: string;
}

export interface MessageEntry {
  key: string;
  forms: MessageForm[];
  /** Every branch of the message, nested ones by their path: `count→two›case→acc`. */
  branches: string[];
  /** The branches the forms take. */
  reached: Set<string>;
  /** Arguments that no case and no entry of the argument table gives a value. */
  missing: string[];
  /** Why the code never gives this message's count as 0 (NEVER_ZERO): its forms start at 1. */
  neverZero?: string;
}

/** What a form takes of the plurals and selects, and with which values. */
interface Path {
  values: Record<string, Value | undefined>;
  reached: string[];
  labels: string[];
}

type Branching = Extract<MessagePart, { kind: string }>;
const isBranching = (part: MessagePart): part is Branching => typeof part === "object" && "kind" in part;
const isArgument = (part: MessagePart): part is { arg: string } =>
  typeof part === "object" && "arg" in part && !("kind" in part);

/** The branch `formatMessage` takes for `n` in `locale`: an exact `=n`, else the category's, else `other`. */
function pluralBranch(part: Branching, n: number, locale: string): string {
  if (Object.hasOwn(part.branches, `=${n}`)) return `=${n}`;
  const category = pluralCategoryIn(locale, n);
  return Object.hasOwn(part.branches, category) ? category : "other";
}

/** Every branch id of `parts`, depth first. */
function branchIds(parts: readonly MessagePart[], prefix = ""): string[] {
  return parts.filter(isBranching).flatMap((part) =>
    Object.entries(part.branches).flatMap(([name, branch]) => {
      const id = `${prefix}${part.arg}→${name}`;
      return [id, ...branchIds(branch, `${id}›`)];
    }),
  );
}

/** Names of the plain arguments and of the plurals and selects, anywhere in `parts`. */
function argumentNames(parts: readonly MessagePart[], plain = new Set<string>(), branching = new Set<string>()) {
  for (const part of parts) {
    if (isArgument(part)) plain.add(part.arg);
    else if (isBranching(part)) {
      branching.add(part.arg);
      for (const branch of Object.values(part.branches)) argumentNames(branch, plain, branching);
    }
  }
  return { plain, branching };
}

/**
 * The message, one form per sample: every path through its plurals and selects (the product of
 * their values, nested ones within the branch that holds them), and the plain arguments' sample
 * values in turn, so each appears at least once.
 */
export function messageEntry(
  key: string,
  source: string,
  table: SampleTable,
  used?: Set<string>,
  locale = "ar",
): MessageEntry {
  const ast = parseMessage(source);
  const missing = new Set<string>();
  const lookup = (name: string): readonly Value[] | undefined => {
    const values = table.arguments[name];
    if (values) used?.add(name);
    else missing.add(name);
    return values;
  };

  const { plain, branching } = argumentNames(ast);
  // Every case with every path through the plurals and selects.
  const pairs = (table.messages[key] ?? [{}]).flatMap((fixed) => {
    const given = (name: string) =>
      typeof fixed[name] === "function" ? undefined : (fixed[name] as Value | undefined);
    const paths = (parts: readonly MessagePart[], prefix: string): Path[] => {
      let acc: Path[] = [{ values: {}, reached: [], labels: [] }];
      for (const part of parts.filter(isBranching)) {
        const samples: readonly (Value | undefined)[] =
          part.kind === "plural"
            ? PLURAL_SAMPLES.filter((n) => n !== 0 || !(key in NEVER_ZERO))
            : given(part.arg) !== undefined
              ? [given(part.arg)]
              : (lookup(part.arg) ?? [undefined]);
        const options = samples.flatMap((value) => {
          const name =
            part.kind === "plural"
              ? pluralBranch(part, Number(value), locale)
              : Object.hasOwn(part.branches, String(value))
                ? String(value)
                : "other";
          const id = `${prefix}${part.arg}→${name}`;
          const label =
            part.kind === "plural"
              ? `${part.arg} = ${value} · ${name.startsWith("=") ? name : pluralCategoryIn(locale, Number(value))}`
              : `${part.arg} = ${value ?? "?"}${name === String(value) ? "" : " · other"}`;
          return paths(part.branches[name], `${id}›`).map((sub) => ({
            values: { [part.arg]: value, ...sub.values },
            reached: [id, ...sub.reached],
            labels: [label, ...sub.labels],
          }));
        });
        // The product with what came before, but never two values for one argument.
        acc = acc.flatMap((a) =>
          options
            .filter((o) => Object.entries(o.values).every(([k, v]) => !(k in a.values) || a.values[k] === v))
            .map((o) => ({
              values: { ...a.values, ...o.values },
              reached: [...a.reached, ...o.reached],
              labels: [...a.labels, ...o.labels],
            })),
        );
      }
      return acc;
    };
    const givenPlain = Object.fromEntries(
      [...plain].flatMap((name) => (given(name) === undefined ? [] : [[name, given(name)!] as const])),
    );
    const computed = Object.entries(fixed).filter(
      (entry): entry is [string, (values: MessageValues) => Value] => typeof entry[1] === "function",
    );
    return paths(ast, "").map((path) => ({ path, givenPlain, computed }));
  });
  // The plain arguments no case gives, from the table, in turn across all the forms.
  const fromTable = [...plain]
    .filter(
      (name) =>
        !branching.has(name) && pairs.some((p) => !(name in p.givenPlain) && !p.computed.some(([k]) => k === name)),
    )
    .map((name) => [name, lookup(name) ?? []] as const);

  const forms: MessageForm[] = [];
  const reached = new Set<string>();
  const count = Math.max(pairs.length, ...fromTable.map(([, values]) => values.length));
  for (let i = 0; i < count; i++) {
    const { path, givenPlain, computed } = pairs[i % pairs.length];
    const values: MessageValues = { ...path.values };
    for (const [name, samples] of fromTable) if (samples.length) values[name] = samples[i % samples.length];
    Object.assign(values, givenPlain);
    for (const [name, compute] of computed) values[name] = compute(values);
    path.reached.forEach((id) => reached.add(id));
    const text = formatMessage(source, values, locale);
    if (!forms.some((f) => f.text === text)) forms.push({ values, labels: path.labels, text });
  }
  const entry: MessageEntry = { key, forms, branches: branchIds(ast), reached, missing: [...missing] };
  if (key in NEVER_ZERO) entry.neverZero = NEVER_ZERO[key];
  return entry;
}

/** Every message of a locale's file, in the file's order, with the argument table entries they used. */
export function messageEntries(messages: Readonly<Record<string, string>>, table: SampleTable, locale = "ar") {
  const used = new Set<string>();
  const entries = Object.entries(messages).map(([key, source]) => messageEntry(key, source, table, used, locale));
  return { entries, used };
}

/**
 * The plurals of a message whose 0 falls in a branch that is not its own (`=0` or `zero`): the
 * message would write «0 برنامج» or «and 0 other programs». Empty for a unit (`count.*`).
 */
export function zeroWithoutForm(source: string, locale = "ar"): string[] {
  const found: string[] = [];
  const visit = (parts: readonly MessagePart[]) => {
    for (const part of parts.filter(isBranching)) {
      if (part.kind === "plural" && !["=0", "zero"].includes(pluralBranch(part, 0, locale))) found.push(part.arg);
      for (const branch of Object.values(part.branches)) visit(branch);
    }
  };
  visit(parseMessage(source));
  return found;
}

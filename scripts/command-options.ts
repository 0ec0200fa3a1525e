/**
 * The options of the commands the office runs (the results commands, the content's check and
 * form), read as an officer types them. `--help` (or `-h`) prints what the
 * command does and its options; an option the command does not know, one without its value, a
 * value given to a switch or a word the command does not take is refused with a sentence in Arabic
 * that names it, then the usage (exit 2). Node's `parseArgs` reads the words; strict, it would
 * throw an English error that the commands printed as a stack trace.
 */
import { parseArgs } from "node:util";

export interface CommandOption {
  /** `string` takes a value (`--rows 500` or `--rows=500`); `boolean` is a switch. */
  type: "string" | "boolean";
  /** How the value is written in the usage (`DIR`, `N`), for a `string` option. */
  value?: string;
  /** What it does, in a line. */
  about: string;
}

export interface CommandSpec<Options extends Record<string, CommandOption>> {
  /** The npm script (`results:prune`). */
  script: string;
  /** What the command does, in a sentence. */
  about: string;
  /** The words other than options it takes, as the usage writes them (`FILE.csv`), one or `many`. */
  words?: { synopsis: string; many?: boolean };
  options: Options;
}

/** A command's description, its option types kept as written (`"boolean"`, not `string`). */
export const defineCommand = <const Options extends Record<string, CommandOption>>(spec: CommandSpec<Options>) => spec;

type Values<Options extends Record<string, CommandOption>> = {
  [K in keyof Options]?: Options[K]["type"] extends "boolean" ? boolean : string;
};

export type OptionsRead<Options extends Record<string, CommandOption>> =
  | { kind: "values"; values: Values<Options>; positionals: string[] }
  | { kind: "help"; text: string }
  | { kind: "refused"; message: string };

const HELP: CommandOption = { type: "boolean", about: "يطبع هذا الشرح." };

const optionSynopsis = (name: string, option: CommandOption) =>
  option.type === "string" ? `--${name} ${option.value ?? "VALUE"}` : `--${name}`;

/** The usage line: `الاستعمال: npm run results:prune -- [--results-dir DIR] [--keep-previous]`. */
export function usageLine(spec: CommandSpec<Record<string, CommandOption>>): string {
  const words = [
    ...(spec.words ? [spec.words.synopsis] : []),
    ...Object.entries(spec.options).map(([name, option]) => `[${optionSynopsis(name, option)}]`),
  ];
  return `الاستعمال: npm run ${spec.script}${words.length ? ` -- ${words.join(" ")}` : ""}`;
}

/** `--help`'s text: what the command does, its usage, and each option on a line of its own. */
export function helpText(spec: CommandSpec<Record<string, CommandOption>>): string {
  const rows = Object.entries({ ...spec.options, help: HELP }).map(
    ([name, option]) => [name === "help" ? "--help, -h" : optionSynopsis(name, option), option.about] as const,
  );
  const width = Math.max(...rows.map(([synopsis]) => synopsis.length));
  return [
    `npm run ${spec.script}: ${spec.about}`,
    usageLine(spec),
    "",
    ...rows.map(([synopsis, about]) => `  ${synopsis.padEnd(width)}  ${about}`),
  ].join("\n");
}

/** Reads `args` against `spec`: its values, the help asked for, or why it is refused. */
export function readOptions<Options extends Record<string, CommandOption>>(
  spec: CommandSpec<Options>,
  args: string[],
): OptionsRead<Options> {
  const known: Record<string, CommandOption> = { ...spec.options, help: HELP };
  const { values, positionals, tokens } = parseArgs({
    args,
    options: {
      ...Object.fromEntries(Object.entries(spec.options).map(([name, option]) => [name, { type: option.type }])),
      help: { type: "boolean", short: "h" },
    },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  if (values.help === true) return { kind: "help", text: helpText(spec) };
  const refuse = (sentence: string): OptionsRead<Options> => ({
    kind: "refused",
    message: `${sentence}\n${usageLine(spec)}\nولشرح كل خيار: npm run ${spec.script} -- --help`,
  });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const option = known[token.name];
    if (!option) return refuse(`الخيار ${token.rawName} لا يعرفه هذا الأمر.`);
    if (option.type === "string" && (token.value === undefined || (!token.inlineValue && token.value.startsWith("-"))))
      return refuse(`الخيار ${token.rawName} يحتاج إلى قيمة بعده: ${optionSynopsis(token.name, option)}.`);
    if (option.type === "boolean" && token.value !== undefined)
      return refuse(`الخيار ${token.rawName} لا يأخذ قيمة: اكتبه وحده (${token.rawName}).`);
  }
  const allowed = spec.words ? (spec.words.many ? Infinity : 1) : 0;
  if (positionals.length > allowed) {
    const extra = positionals[allowed];
    return refuse(
      spec.words
        ? `لا يأخذ هذا الأمر إلا ${spec.words.synopsis} واحدًا، وقد كتبت بعده «${extra}» أيضًا.`
        : `لا يأخذ هذا الأمر «${extra}»: خياراته تبدأ بـ --.`,
    );
  }
  return { kind: "values", values: values as Values<Options>, positionals };
}

/**
 * The command's options from its command line: prints the help and exits with 0 when asked for
 * it, prints why and exits with 2 when refused.
 */
export function commandOptions<Options extends Record<string, CommandOption>>(
  spec: CommandSpec<Options>,
  args = process.argv.slice(2),
): { values: Values<Options>; positionals: string[] } {
  const read = readOptions(spec, args);
  if (read.kind === "help") {
    console.log(read.text);
    process.exit(0);
  }
  if (read.kind === "refused") {
    console.error(read.message);
    process.exit(2);
  }
  return read;
}

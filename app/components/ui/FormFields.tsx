import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { AppLink } from "./AppLink.tsx";

/** The look of every form label and control, in one place. */
export const LABEL_CLASS = "mb-1 block text-sm font-semibold";
export const CONTROL_CLASS = "w-full rounded-md border border-line bg-white px-3 py-2";
/** The look of a form's main button. */
export const SUBMIT_CLASS = "rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";

/**
 * Keeps an uncontrolled control of a GET form showing `value`, the value the URL holds now. The
 * form stays a plain form (it works without JavaScript), and Back and Forward, which change the
 * URL without remounting the form, bring the control back in line with the filters that apply.
 * What the visitor typed and has not submitted stays, as long as the URL's value does not change;
 * so does what they typed before the page hydrated (only a change of the URL's value is applied).
 */
export function useFollowUrl<E extends HTMLInputElement | HTMLSelectElement>(value: unknown) {
  const ref = useRef<E>(null);
  const text = value == null ? "" : String(value);
  const applied = useRef(text);
  useEffect(() => {
    if (applied.current === text) return;
    applied.current = text;
    if (ref.current) ref.current.value = text;
  }, [text]);
  return ref;
}

/**
 * A labelled drop-down for a GET form: its value goes into the URL as `name`. The rest is the
 * select's own: `required`; `aria-invalid` when the choice cannot be answered, with its message
 * among `aria-describedby` (what else the form says of the choice); `autoFocus` for the field the
 * student must correct (focused as it mounts, and `autofocus` in the server's page).
 */
export function SelectField({
  id,
  label,
  value,
  emptyLabel,
  options,
  ...select
}: Omit<ComponentProps<"select">, "value" | "defaultValue"> & {
  id: string;
  name: string;
  /** Text, or text whose words a style may change with the form's choices (the admission finder's stream). */
  label: ReactNode;
  value: string | number | undefined;
  emptyLabel: string;
  /** `data`: `data-*` attributes of the option, for a style that hides it while another choice is made. */
  options: { value: string | number; label: string; data?: Record<`data-${string}`, string> }[];
}) {
  const ref = useFollowUrl<HTMLSelectElement>(value);
  return (
    <p>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select ref={ref} id={id} defaultValue={value ?? ""} className={CONTROL_CLASS} {...select}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} {...o.data}>
            {o.label}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * A labelled text input for a GET form; `value` is the value the URL holds (see useFollowUrl).
 * The rest is the input's own: in error, `aria-invalid` with the message among `aria-describedby`,
 * and `autoFocus` for the field the student must correct.
 */
export function TextField({
  id,
  label,
  value,
  ...input
}: Omit<ComponentProps<"input">, "value" | "defaultValue"> & {
  id: string;
  label: string;
  value: string | undefined;
}) {
  const ref = useFollowUrl<HTMLInputElement>(value);
  return (
    <p>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input ref={ref} id={id} defaultValue={value} className={CONTROL_CLASS} {...input} />
    </p>
  );
}

/**
 * A filter form's buttons: apply, and (while any filter applies) clear, a link to the unfiltered
 * page that keeps the scroll position.
 */
export function FilterActions({
  submitLabel,
  clearLabel,
  clearTo,
  filtered,
  className = "flex flex-wrap gap-2",
}: {
  submitLabel: string;
  clearLabel: string;
  clearTo: string;
  filtered: boolean;
  className?: string;
}) {
  return (
    <p className={className}>
      <button type="submit" className={SUBMIT_CLASS}>
        {submitLabel}
      </button>
      {filtered && (
        <AppLink to={clearTo} preventScrollReset className="rounded-md border border-line px-4 py-2 no-underline">
          {clearLabel}
        </AppLink>
      )}
    </p>
  );
}

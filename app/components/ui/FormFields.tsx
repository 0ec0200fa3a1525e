import type { ComponentProps } from "react";

/** The look of every form label and control, in one place. */
export const LABEL_CLASS = "mb-1 block text-sm font-semibold";
export const CONTROL_CLASS = "w-full rounded-md border border-line bg-white px-3 py-2";

/** A labelled drop-down for a GET form: its value goes into the URL as `name`. */
export function SelectField({
  id,
  name,
  label,
  value,
  emptyLabel,
  options,
  required,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  emptyLabel: string;
  options: { value: string | number; label: string }[];
  required?: boolean;
}) {
  return (
    <p>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select id={id} name={name} required={required} defaultValue={value ?? ""} className={CONTROL_CLASS}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * A labelled text input for a GET form. When `invalid`, it is marked so and described by the
 * message the form shows with the id `{id}-error`.
 */
export function TextField({
  id,
  label,
  invalid,
  ...input
}: ComponentProps<"input"> & { id: string; label: string; invalid?: boolean }) {
  return (
    <p>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={CONTROL_CLASS}
        {...input}
      />
    </p>
  );
}

/** A labelled drop-down for a GET form: its value goes into the URL as `name`. */
export function SelectField({ id, name, label, value, emptyLabel, options, required }: { id: string; name: string; label: string; value: string | number | undefined; emptyLabel: string; options: { value: string | number; label: string }[]; required?: boolean }) {
  return (
    <p>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} required={required} defaultValue={value ?? ""} className="w-full rounded-md border border-line bg-white px-3 py-2">
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

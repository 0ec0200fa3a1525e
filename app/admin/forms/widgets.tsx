/**
 * The CMS's own form widgets, where Decap's would write something the officer did not mean:
 *
 * - `office-time`: a day, or a day and a time, picked and written on Palestine's clocks (never
 *   UTC, never the computer's zone), with «اليوم» / «الآن» taken on those clocks at the server's
 *   time (app/admin/forms/server-clock.ts), not the computer's.
 * - `office-number`: a number as people type it (a comma or ٫ before the fraction, Arabic-Indic
 *   digits), read as the site's own inputs read them, or refused with a message on the spot.
 * - `office-slug`: a new entry's slug, made from its title at the save unless written by hand; an
 *   existing entry's is shown, not edited (renaming a published page breaks its links and its file).
 */
import { Component, useState, type ChangeEvent, type ComponentType } from "react";
import type { CMS, CmsWidgetControlProps } from "decap-cms-core";
import { officeNow, officeToday } from "./office-clock.ts";
import { serverNowOrLocal } from "./server-clock.ts";
import { readTypedNumber } from "./typed-number.ts";
import { slugFromTitle } from "./slug-from-title.ts";

/** What Decap hands every control, of which these widgets use a few. */
type ControlProps<T> = CmsWidgetControlProps<T> & {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  entry: { get(key: string): unknown; getIn(path: string[]): unknown };
};

const row = { display: "flex", gap: "0.75rem", alignItems: "center", flexWrap: "wrap" } as const;
const note = { margin: 0, fontSize: "0.875rem", color: "#5b6270" } as const;

export function OfficeTimeControl({
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
  field,
}: ControlProps<string | undefined>) {
  const withTime = field.get("time") === true;
  return (
    <div className={classNameWrapper} dir="rtl" style={row}>
      <input
        id={forID}
        type={withTime ? "datetime-local" : "date"}
        dir="ltr"
        value={value ?? ""}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value || undefined)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
      <button
        type="button"
        // By the server's clock, which the notices show and hide by: a computer's fast clock would
        // write a «now» the site has not reached, and an urgent notice would wait for it.
        onClick={() => {
          const now = new Date(serverNowOrLocal());
          onChange(withTime ? officeNow(now) : officeToday(now));
        }}
      >
        {withTime ? "الآن" : "اليوم"}
      </button>
      <p style={note}>{withTime ? "اليوم والساعة بتوقيت فلسطين." : "اليوم بتوقيت فلسطين."}</p>
    </div>
  );
}

export function OfficeNumberControl({
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: ControlProps<number | string | undefined>) {
  // What the officer typed stays as typed while it means the value held; a value set from outside
  // (the entry loading) replaces it, adjusted while rendering (react.dev, "you might not need an effect").
  const shown = (v: typeof value) => (v === undefined || v === null ? "" : String(v));
  const [typed, setTyped] = useState(shown(value));
  const [held, setHeld] = useState(value);
  if (held !== value) {
    setHeld(value);
    const read = readTypedNumber(typed);
    const meant = read.kind === "number" ? read.value : read.kind === "empty" ? undefined : typed;
    if (meant !== value) setTyped(shown(value));
  }
  const read = readTypedNumber(typed);
  const messageId = `${forID}-typed`;
  return (
    <div className={classNameWrapper} dir="rtl">
      <input
        id={forID}
        type="text"
        inputMode="decimal"
        dir="ltr"
        value={typed}
        aria-invalid={read.kind === "refused" || undefined}
        aria-describedby={read.kind === "refused" ? messageId : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const text = e.target.value;
          setTyped(text);
          const next = readTypedNumber(text);
          // A refused text is kept as text: the save guard then refuses the save with this message.
          const value = next.kind === "number" ? next.value : next.kind === "empty" ? undefined : text;
          setHeld(value);
          onChange(value);
        }}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
      {read.kind === "refused" && (
        <p id={messageId} style={{ ...note, color: "#b3261e" }}>
          {read.message}
        </p>
      )}
    </div>
  );
}

/** A class: Decap redraws a control only when its own value changes, unless it says otherwise. */
export class OfficeSlugControl extends Component<ControlProps<string | undefined>> {
  // The slug shown for a new entry follows its title as the officer types it.
  shouldComponentUpdate() {
    return true;
  }

  render() {
    const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, entry } = this.props;
    if (entry.get("newRecord") !== true) {
      return (
        <div className={classNameWrapper} dir="rtl">
          <output id={forID} dir="ltr">
            {value}
          </output>
          <p style={note}>
            لا يتغيّر المعرّف بعد الإنشاء، لأن تغييره يقطع كل رابط إلى الصفحة؛ وإن لزم تغييره فاطلبه من مكتب الموقع
            الإلكتروني.
          </p>
        </div>
      );
    }
    const data = (entry.get("data") as { toJS(): Record<string, unknown> } | undefined)?.toJS() ?? {};
    const made = slugFromTitle(data);
    return (
      <div className={classNameWrapper} dir="rtl">
        <input
          id={forID}
          type="text"
          dir="ltr"
          value={value ?? ""}
          placeholder={made}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value.trim() || undefined)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <p style={note}>
          {value ? null : made ? (
            <>
              إن تركته فارغًا فسيكون المعرّف: <bdi dir="ltr">{made}</bdi>
            </>
          ) : (
            "إن تركته فارغًا كُتب المعرّف عند الحفظ من العنوان أو الاسم."
          )}
        </p>
      </div>
    );
  }
}

/** Registers the widgets under the names the configuration uses (cms-config.ts). */
export function registerOfficeWidgets(cms: Pick<CMS, "registerWidget">) {
  // Decap hands controls more than its types declare (the active-style callbacks, the entry).
  const widget = (control: unknown) => control as ComponentType<CmsWidgetControlProps>;
  cms.registerWidget("office-time", widget(OfficeTimeControl));
  cms.registerWidget("office-number", widget(OfficeNumberControl));
  cms.registerWidget("office-slug", widget(OfficeSlugControl));
}

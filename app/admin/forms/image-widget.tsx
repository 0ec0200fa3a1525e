/**
 * `office-image`: a picture slot (the schema's imageSchema: src, alt, width, height) filled by
 * choosing a picture. Decap's own picture field chooses or uploads it through «الوسائط»; this one
 * then reads its width and height from the picture itself, in the browser, and asks for the Arabic
 * description a screen reader says. Before, the officer uploaded the picture, then typed its
 * address, width and height by hand.
 */
import { Component, type ChangeEvent, type ComponentType } from "react";
import type { CMS, CmsWidgetControlProps } from "decap-cms-core";
import { Map as ImmutableMap } from "immutable";

type Slot = { src?: string; alt?: string; width?: number; height?: number };
type Field = { get(key: string): unknown };
type Props = CmsWidgetControlProps<ImmutableMap<string, unknown> | undefined> & {
  forID: string;
  classNameWrapper: string;
  field: Field;
  getAsset: (path: string, field: Field) => unknown;
};

export const IMAGE_WORDS = {
  size: (width: number, height: number) => `مقاس الصورة: ${width} × ${height} بكسل، قُرئ من الصورة نفسها.`,
  reading: "جارٍ قراءة مقاس الصورة…",
  unreadable: "تعذّرت قراءة مقاس الصورة: اختر الصورة من جديد، أو اختر صورة أخرى.",
};

/** The label and hint of one of the slot's fields, as the schema words them (cms-config.ts). */
function words(field: Field, name: string): { label: string; hint: string } {
  const fields = field.get("fields") as { find(f: (x: Field) => boolean): Field | undefined } | undefined;
  const own = fields?.find((f) => f.get("name") === name);
  return { label: String(own?.get("label") ?? ""), hint: String(own?.get("hint") ?? "") };
}

const note = { margin: "0.25rem 0", fontSize: "0.875rem", color: "#5b6270" } as const;

/** A picture's own size, read by loading it in the browser. */
export async function pictureSize(url: string): Promise<{ width: number; height: number }> {
  const picture = new Image();
  picture.src = url;
  await picture.decode();
  if (!picture.naturalWidth || !picture.naturalHeight) throw new Error(`No size for ${url}`);
  return { width: picture.naturalWidth, height: picture.naturalHeight };
}

export function officeImageControl(DecapImage: ComponentType<Record<string, unknown>>) {
  return class OfficeImageControl extends Component<Props, { reading: boolean; unreadable: boolean }> {
    state = { reading: false, unreadable: false };

    shouldComponentUpdate() {
      return true;
    }

    slot(): Slot {
      const value = this.props.value as { toJS?: () => Slot } | undefined;
      return value?.toJS?.() ?? {};
    }

    write(slot: Slot) {
      const { src, alt, width, height } = slot;
      if (!src) {
        this.props.onChange(undefined as never);
        return;
      }
      // The schema's order: the save writes the keys in it (forms/save-hook.ts).
      const ordered: [string, unknown][] = [
        ["src", src],
        ["alt", alt],
        ["width", width],
        ["height", height],
      ];
      this.props.onChange(ImmutableMap(ordered.filter(([, v]) => v !== undefined && v !== "")) as never);
    }

    choose = async (src: string | undefined) => {
      const before = this.slot();
      if (!src) return this.write({});
      if (src === before.src) return;
      this.write({ ...before, src, width: undefined, height: undefined });
      this.setState({ reading: true, unreadable: false });
      try {
        const size = await pictureSize(String(this.props.getAsset(src, this.props.field)));
        if (this.slot().src === src) this.write({ ...this.slot(), ...size });
        this.setState({ reading: false });
      } catch {
        this.setState({ reading: false, unreadable: true });
      }
    };

    render() {
      const { forID, classNameWrapper } = this.props;
      const slot = this.slot();
      const altId = `${forID}-alt`;
      const alt = words(this.props.field, "alt");
      return (
        <div className={classNameWrapper} dir="rtl">
          <DecapImage
            {...(this.props as unknown as Record<string, unknown>)}
            value={slot.src}
            onChange={(src: string | undefined) => void this.choose(src || undefined)}
          />
          {slot.src && (
            <>
              <p style={note} aria-live="polite">
                {this.state.reading
                  ? IMAGE_WORDS.reading
                  : this.state.unreadable
                    ? IMAGE_WORDS.unreadable
                    : slot.width && slot.height
                      ? IMAGE_WORDS.size(slot.width, slot.height)
                      : IMAGE_WORDS.unreadable}
              </p>
              <label htmlFor={altId} style={{ display: "block", marginTop: "0.75rem", fontWeight: 600 }}>
                {alt.label}
              </label>
              <input
                id={altId}
                type="text"
                dir="auto"
                aria-describedby={`${altId}-hint`}
                value={slot.alt ?? ""}
                style={{ width: "100%" }}
                onChange={(e: ChangeEvent<HTMLInputElement>) => this.write({ ...this.slot(), alt: e.target.value })}
              />
              <p id={`${altId}-hint`} style={note}>
                {alt.hint}
              </p>
            </>
          )}
        </div>
      );
    }
  };
}

export function registerOfficeImage(cms: Pick<CMS, "registerWidget" | "getWidget">) {
  const image = cms.getWidget("image") as unknown as { control: ComponentType<Record<string, unknown>> };
  cms.registerWidget(
    "office-image",
    officeImageControl(image.control) as unknown as ComponentType<CmsWidgetControlProps>,
    (() => null) as never,
  );
}

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
};

export const IMAGE_WORDS = {
  size: (width: number, height: number) => `مقاس الصورة كما قُرئ منها: العرض ${width} بكسل، والارتفاع ${height} بكسل.`,
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
export async function pictureSize(url: string): Promise<Size> {
  const picture = new Image();
  picture.src = url;
  await picture.decode();
  if (!picture.naturalWidth || !picture.naturalHeight) throw new Error(`No size for ${url}`);
  return { width: picture.naturalWidth, height: picture.naturalHeight };
}

type Size = { width: number; height: number };

/**
 * The pictures uploaded on this page, by file name, with their sizes read from the files: Decap
 * keeps a new upload in the browser until the entry is saved, so its address answers nothing yet.
 */
const uploads: { name: string; size: Promise<Size>; url: string }[] = [];

/** Watches the media library's file input (any file input of the page) for pictures. */
export function watchPictureUploads(root: Document) {
  root.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return;
      for (const file of Array.from(input.files).filter((f) => f.type.startsWith("image/")))
        uploads.push({
          name: file.name,
          // Decap's own thumbnail asks the server, which has no such file until the save: this one shows it.
          url: URL.createObjectURL(file),
          size: createImageBitmap(file).then((bitmap) => {
            const size = { width: bitmap.width, height: bitmap.height };
            bitmap.close();
            return size;
          }),
        });
    },
    true,
  );
}

/** A file name as Decap writes an upload's (its slug rules: Latin lowercase, no spaces). */
const plain = (name: string) => name.toLowerCase().replace(/[^a-z0-9.]/g, "");

/** The picture as uploaded on this page, when it was. */
const uploadOf = (src: string) => {
  const name = plain(src.split("/").pop() ?? "");
  return uploads.findLast((u) => plain(u.name) === name);
};

/** The chosen picture's size: from its upload on this page, or by loading it from the site. */
async function sizeOf(src: string): Promise<Size> {
  const upload = uploadOf(src);
  if (upload) return upload.size;
  try {
    return await pictureSize(src);
  } catch (error) {
    // An upload Decap renamed beyond recognition: the latest one is the one just chosen.
    if (uploads.length) return uploads.at(-1)!.size;
    throw error;
  }
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
        const size = await sizeOf(src);
        if (this.slot().src === src) this.write({ ...this.slot(), ...size });
        this.setState({ reading: false });
      } catch (error) {
        console.warn("The picture's size could not be read.", error);
        this.setState({ reading: false, unreadable: true });
      }
    };

    render() {
      const { forID, classNameWrapper } = this.props;
      const slot = this.slot();
      const altId = `${forID}-alt`;
      const alt = words(this.props.field, "alt");
      return (
        <div className={`${classNameWrapper} office-image`} dir="rtl">
          {slot.src && uploadOf(slot.src) && (
            <>
              <style>{".office-image img[role=presentation] { display: none; }"}</style>
              <img src={uploadOf(slot.src)!.url} alt="" style={{ maxWidth: "100%", maxHeight: "10rem" }} />
            </>
          )}
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
                style={{
                  width: "100%",
                  padding: "0.5rem",
                  border: "1px solid #c5cad3",
                  borderRadius: 4,
                  font: "inherit",
                }}
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

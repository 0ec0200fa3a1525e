/**
 * The brand colours that live outside the stylesheet (browser chrome, the web manifest). They
 * are the same values as `--color-brand-700` and `--color-paper` in app.css.
 */
export const THEME_COLOR = "#0b5753";
export const BACKGROUND_COLOR = "#fbfaf7";

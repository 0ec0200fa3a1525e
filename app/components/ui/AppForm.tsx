import type { ComponentProps, SubmitEvent } from "react";
import { submitForm } from "#app/lib/link-navigation.ts";

export type AppFormProps = Omit<ComponentProps<"form">, "method"> & {
  /** Keep the scroll position (a filter that changes the page's query). */
  preventScrollReset?: boolean;
};

/**
 * A form of the site that asks a page (its fields become the page's query): a plain GET form that
 * the app submits as a navigation of its own (lib/link-navigation.ts), as AppLink follows a link;
 * before the app has started, and without JavaScript, the browser submits it. React Router's
 * `<Form>` does the same with a dozen hooks and 1 KB more of the framework on every page.
 */
export function AppForm({ preventScrollReset, onSubmit, ...props }: AppFormProps) {
  return (
    <form
      method="get"
      {...props}
      onSubmit={(e: SubmitEvent<HTMLFormElement>) => {
        onSubmit?.(e);
        if (!e.defaultPrevented && submitForm(e.currentTarget, e.submitter, { preventScrollReset })) e.preventDefault();
      }}
    />
  );
}

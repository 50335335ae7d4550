const siteName = 'Lightgun Hub';

/**
 * The document title of the page that renders it: "<children> · Lightgun Hub", or the site's name
 * alone. React 19 hoists <title> into <head>, so the title follows client-side navigation; the
 * server writes the same format for a first load. A plain string, because React warns on a
 * <title> with several children.
 */
export function PageTitle({ children }: { children?: string }) {
  const name = children?.trim();
  return <title>{name ? `${name} · ${siteName}` : siteName}</title>;
}

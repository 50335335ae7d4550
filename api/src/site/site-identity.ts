/** What every page's head says about the site itself. */
export const siteName = 'Lightgun Hub';
export const siteDescription =
  'Lightgun Hub: lightgun and retro gaming videos, news, a game catalogue and a community forum.';
/** 1200x630 PNG in the shell's public folder: link previews need a raster image. */
export const siteImagePath = '/og-image.png';
/** Search engines show about this much of a description. */
export const descriptionLength = 160;

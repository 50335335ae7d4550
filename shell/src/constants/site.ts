export const siteName = 'Lightgun Hub';
// The channel's name and links come from the site configuration (src/site-config/).

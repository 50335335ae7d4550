export const siteName = 'Lightgun Hub';
/** The creator's channel, opened by Subscribe in a new tab. */
export const channelUrl = 'https://www.youtube.com/@LightgunHub';

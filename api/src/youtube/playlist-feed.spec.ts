import { describe, expect, it } from 'vitest';
import { parsePlaylistFeed } from './playlist-feed.js';

// The shape of https://www.youtube.com/feeds/videos.xml?playlist_id=... (one entry trimmed to the read parts).
const feed = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?playlist_id=PLtest"/>
 <id>yt:playlist:PLtest</id>
 <yt:playlistId>PLtest</yt:playlistId>
 <title>Lightgun videos</title>
 ${entries}
</feed>`;

const entry = (id: string, title: string, extra = '') => `<entry>
  <id>yt:video:${id}</id>
  <yt:videoId>${id}</yt:videoId>
  <title>${title}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${id}"/>
  <published>2024-03-01T10:00:00+00:00</published>
  <updated>2024-05-01T10:00:00+00:00</updated>
  <media:group>
   <media:title>${title}</media:title>
   <media:content url="https://www.youtube.com/v/${id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/${id}/hqdefault.jpg" width="480" height="360"/>
   <media:description>About ${title}
second line</media:description>
   <media:community>
    <media:starRating count="12" average="5.00" min="1" max="5"/>
    <media:statistics views="4321"/>
   </media:community>
  </media:group>
  ${extra}
 </entry>`;

describe('parsePlaylistFeed', () => {
  it('reads id, title, description, thumbnail, views and date of each entry', () => {
    const videos = parsePlaylistFeed(
      feed(entry('abcdefghijk', 'Time Crisis &amp; &quot;Point Blank&quot;') + entry('12345678901', '1942')),
    );
    expect(videos).toEqual([
      {
        youtubeId: 'abcdefghijk',
        title: 'Time Crisis & "Point Blank"',
        description: 'About Time Crisis & "Point Blank"\nsecond line',
        thumbnail: 'https://i2.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
        views: 4321,
        publishedAt: new Date('2024-03-01T10:00:00Z'),
      },
      expect.objectContaining({ youtubeId: '12345678901', title: '1942' }),
    ]);
    expect(videos[0]).not.toHaveProperty('duration');
  });

  it('skips entries without a valid id and repeats, and reads an empty playlist', () => {
    const videos = parsePlaylistFeed(
      feed(entry('abcdefghijk', 'a') + entry('short', 'b') + entry('abcdefghijk', 'again')),
    );
    expect(videos.map((video) => video.title)).toEqual(['a']);
    expect(parsePlaylistFeed(feed(''))).toEqual([]);
  });

  it('leaves out what an entry does not have', () => {
    const [video] = parsePlaylistFeed(feed('<entry><yt:videoId>abcdefghijk</yt:videoId><title>Bare</title></entry>'));
    expect(video).toEqual({
      youtubeId: 'abcdefghijk',
      title: 'Bare',
      description: '',
      thumbnail: undefined,
      views: undefined,
      publishedAt: undefined,
    });
  });

  it.each([
    ['<feed><entry>', 'YouTube feed returned malformed XML'],
    ['{"items": []}', 'YouTube feed returned malformed XML'],
    ['<html><body><p>Sorry<br></body></html>', 'YouTube feed returned malformed XML'],
    ['<rss><channel/></rss>', 'YouTube feed returned an unexpected document'],
  ])('answers 502 for %j', (xml, detail) => {
    expect(() => parsePlaylistFeed(xml)).toThrow(detail);
  });
});

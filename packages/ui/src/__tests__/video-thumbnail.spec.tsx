import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoThumbnail } from '../index.js';

describe('VideoThumbnail', () => {
  it('falls back to the other video-site image, then to a local stock image', () => {
    render(<VideoThumbnail thumbnail="https://cdn.example/custom.jpg" youtubeId="abcdefghijk" alt="Cover" />);
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/custom.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('skips a repeated address, which would never fail a second time', () => {
    render(
      <VideoThumbnail
        thumbnail="https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg"
        youtubeId="abcdefghijk"
        alt="Cover"
      />,
    );
    const image = screen.getByRole('img', { name: 'Cover' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});

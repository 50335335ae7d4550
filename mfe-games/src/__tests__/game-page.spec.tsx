import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from './support/axe-violations.js';
import { aGame, aPagination, aReport, aStanding } from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

// Issue 32, point 6: the answer first. The tier and how sure it is sit beside the game's title, before the box art,
// and lead to the compatibility section.

const standing = aStanding('playable', { report_count: 7, member_count: 6, agreeing_count: 5, confidence: 'medium' });

const header = async () => {
  const title = await screen.findByRole('heading', { level: 1 });
  return within(title.closest('header') as HTMLElement);
};

describe("a game page's header", () => {
  it('shows the tier and its counts beside the title, leading to the compatibility section', async () => {
    server.use(...gamePage(aGame({ compatibility_tier: 'playable', compatibility: standing })));
    renderGames('/games/12');
    const top = await header();
    expect(top.getByRole('heading', { level: 1 })).toHaveTextContent('Time Crisis');
    const link = top.getByRole('link', { name: 'Playable · 7 reports · 5 members agree · Medium confidence' });
    expect(link).toHaveAttribute('href', '#compatibility');
    expect(await screen.findByRole('region', { name: 'Compatibility' }, { timeout: 5_000 })).toHaveAttribute(
      'id',
      'compatibility',
    );
  });

  it('comes before the box art, so a phone shows it first', async () => {
    server.use(...gamePage(aGame({ compatibility: standing })));
    renderGames('/games/12');
    const title = await screen.findByRole('heading', { level: 1 });
    const boxArt = screen.getByRole('button', { name: 'View Time Crisis box art full screen' });
    expect(title.compareDocumentPosition(boxArt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when recent reports disagree with older ones', async () => {
    const trending = aStanding('playable', { recent_tier: 'perfect', older_tier: 'issues', trend: 'improving' });
    server.use(...gamePage(aGame({ compatibility: trending })));
    renderGames('/games/12');
    expect((await header()).getByText('Recent reports say Perfect; older ones said Issues')).toBeInTheDocument();
  });

  it("says 'No reports yet' for a game nobody has reported", async () => {
    server.use(...gamePage(aGame()));
    renderGames('/games/12');
    const top = await header();
    expect(top.getByRole('link', { name: 'No reports yet' })).toHaveAttribute('href', '#compatibility');
    expect(top.queryByText(/confidence/)).toBeNull();
    expect(top.queryByText(/Recent reports/)).toBeNull();
  });

  // Axe over the whole page: more than the default five seconds on a busy machine.
  it('is axe-clean with reports, the legend and the report form open', { timeout: 15_000 }, async () => {
    // jsdom lays nothing out.
    Element.prototype.scrollIntoView = vi.fn();
    const member = aUser(2);
    signedInAs(member);
    server.use(
      http.get('/api/lightgun/games/12/reports', () =>
        HttpResponse.json({ reports: [aReport(aUser(3))], pagination: aPagination(1) }),
      ),
      ...gamePage(aGame({ compatibility: standing })),
    );
    renderGames('/games/12');
    await screen.findByRole('article', { name: 'Report by User 3' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'File a report' }));
    await within(await screen.findByRole('region', { name: 'Your report' })).findByLabelText('Gun');
    expect(await axeViolations()).toEqual([]);
  });
});

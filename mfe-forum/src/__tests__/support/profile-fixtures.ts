import type {
  CompatibilityReport,
  DiscussedGame,
  MemberProfile,
  SetupOption,
  SetupOptionKind,
  User,
} from '@site/contracts';

export function aProfile(user: User, overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    role: user.role,
    joined_at: '2024-03-05T10:00:00.000Z',
    post_count: 12,
    thread_count: 4,
    reply_count: 8,
    ...overrides,
  };
}

const anOption = (id: number, kind: SetupOptionKind, name: string, slug: string): SetupOption => ({
  id,
  kind,
  name,
  slug,
  description: '',
  modern: false,
  needs_crt: kind === 'gun',
  crt: kind === 'display',
  original_hardware: kind === 'play-mode',
  report_count: 1,
});

export function aReport(author: User, overrides: Partial<CompatibilityReport> = {}): CompatibilityReport {
  return {
    id: 50,
    game_id: 5,
    game_title: 'Time Crisis II',
    platform: 'PlayStation 2',
    author: { id: author.id, username: author.username, display_name: author.display_name, role: author.role },
    gun: anOption(1, 'gun', 'GunCon 2', 'guncon-2'),
    display: anOption(2, 'display', 'CRT', 'crt'),
    play_mode: anOption(3, 'play-mode', 'Original hardware', 'original-hardware'),
    rating: 'playable',
    recoil: 'fails',
    offscreen_reload: 'works',
    two_players: 'works',
    calibration: 'untested',
    emulator_version: '',
    gun_firmware: '',
    game_version: '',
    notes: '',
    notes_html: '',
    hidden: false,
    hidden_reason: null,
    edited: false,
    created_at: '2024-06-01T00:00:00.000Z',
    updated_at: '2024-06-01T00:00:00.000Z',
    filed_at: '2024-06-01T00:00:00.000Z',
    aged: false,
    helpful_count: 0,
    marked_helpful: false,
    ...overrides,
  };
}

export function aDiscussedGame(overrides: Partial<DiscussedGame> = {}): DiscussedGame {
  return {
    id: 5,
    title: 'Time Crisis II',
    platform: 'PlayStation 2',
    boxart: '/api/lightgun/games/5/cover.svg',
    tier: 'playable',
    ...overrides,
  };
}

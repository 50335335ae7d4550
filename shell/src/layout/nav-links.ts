export interface NavLink {
  to: string;
  label: string;
}

/** Header links of spec section 2 (Login and Admin depend on who is signed in). */
export const navLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/videos', label: 'Videos' },
  { to: '/games', label: 'Games' },
  { to: '/news', label: 'News' },
  { to: '/forum', label: 'Forum' },
  { to: '/about', label: 'About' },
  { to: '/donate', label: 'Donate' },
];

import type { SVGProps } from 'react';

// Small inline icons: crisp at any size and independent of the visitor's emoji font.
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="4" width="20" height="16" rx="3" />
    <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
  </Icon>
);

export const NewsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
    <path d="M17 9h3v8a2 2 0 0 1-2 2" />
    <path d="M7 9h7M7 13h7M7 16h4" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    <path d="M18 9h2a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v2l-3-2h-4" />
  </Icon>
);

export const SpeakerIcon = ({ muted, ...props }: IconProps & { muted: boolean }) => (
  <Icon {...props}>
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
  </Icon>
);

export const CrosshairIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <path d="M12 1v5M12 18v5M1 12h5M18 12h5" />
  </Icon>
);

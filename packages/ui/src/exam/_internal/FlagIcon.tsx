import type { SVGProps } from 'react';

export interface FlagIconProps extends SVGProps<SVGSVGElement> {
  /** Filled for a flagged question, outlined otherwise. */
  filled?: boolean;
}

/** A flag in the 15×15 style of @radix-ui/react-icons, which has none. Decorative: pair it with text. */
export function FlagIcon({ filled = false, width = 15, height = 15, ...rest }: FlagIconProps) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden
      focusable="false"
      {...rest}
    >
      <path d="M3.5 1.5v12" stroke="currentColor" strokeLinecap="round" />
      <path
        d="M3.5 2.5h8l-1.75 3 1.75 3h-8z"
        stroke="currentColor"
        strokeLinejoin="round"
        fill={filled ? 'currentColor' : 'none'}
      />
    </svg>
  );
}

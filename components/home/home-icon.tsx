import type { ProductIcon } from '@/lib/content/home';

/** Line icons for the home page's product tiles (24 × 24, drawn with the current text colour). */
const PATHS: Record<ProductIcon, string> = {
  ask: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  model: 'M3 4h7v5H3zM14 15h7v5h-7zM3 15h7v5H3zM6.5 9v6M10 17.5h4M10 6.5h4.5a2 2 0 0 1 2 2V15',
  connect: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  secure: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  api: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  engine: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3m0 14v3M4.9 4.9 7 7m10 10 2.1 2.1M2 12h3m14 0h3M4.9 19.1 7 17M17 7l2.1-2.1',
};

export function HomeIcon({ name }: { name: ProductIcon }) {
  return (
    <span className="home-tile-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}

/** The product's logo from Canner/WrenAI misc/ (wrenai_logo.png, wrenai_logo_white.png), scaled to 2× its 28 px height. */
export const LOGO = { light: '/img/logo/wrenai-logo.png', dark: '/img/logo/wrenai-logo-white.png', width: 117, height: 28 } as const;

/** Both variants; the stylesheet shows the one for the current colour mode. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <>
      <img
        className={`logo logo-light ${className}`}
        src={LOGO.light}
        width={LOGO.width}
        height={LOGO.height}
        alt="Wren AI"
        decoding="async"
      />
      <img
        className={`logo logo-dark ${className}`}
        src={LOGO.dark}
        width={LOGO.width}
        height={LOGO.height}
        alt="Wren AI"
        decoding="async"
      />
    </>
  );
}

/** The card provider's wordmark (Stripe's own purple), as the spec's checkout shows a logo. */
export function StripeLogo() {
  return (
    <svg role="img" aria-label="Stripe" width="46" height="20" viewBox="0 0 46 20">
      <text
        x="0"
        y="16"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="17"
        fontWeight="700"
        letterSpacing="-0.5"
        fill="#635BFF"
      >
        stripe
      </text>
    </svg>
  );
}

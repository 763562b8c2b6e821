/** PayHere's wordmark in its blue, beside 'Payments are securely processed by' when it is chosen. */
export function PayHereLogo() {
  return (
    <svg role="img" aria-label="PayHere" width="66" height="20" viewBox="0 0 66 20">
      <text
        x="0"
        y="16"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="16"
        fontWeight="700"
        fill="#1E5BA8"
      >
        PayHere
      </text>
    </svg>
  );
}

/** A provider's wordmark in its own colour, as the spec's checkout shows a card provider logo. */
function Wordmark(props: { label: string; text: string; width: number; color: string }) {
  return (
    <svg
      role="img"
      aria-label={props.label}
      width={props.width}
      height="20"
      viewBox={`0 0 ${props.width} 20`}
    >
      <text
        x="0"
        y="16"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="17"
        fontWeight="700"
        letterSpacing="-0.5"
        fill={props.color}
      >
        {props.text}
      </text>
    </svg>
  );
}

/** Stripe's wordmark in Stripe's purple. */
export const StripeLogo = () => (
  <Wordmark label="Stripe" text="stripe" width={46} color="#635BFF" />
);

/** PayHere's wordmark in its blue, when the buyer pays through PayHere. */
export const PayHereLogo = () => (
  <Wordmark label="PayHere" text="PayHere" width={68} color="#1E5BA8" />
);

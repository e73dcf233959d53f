/** Small inline SVG icons: no icon font, no extra requests. */
type IconProps = { className?: string };

const svg = (path: React.ReactNode, className?: string, size = 20) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="currentColor"
  >
    {path}
  </svg>
);

export const socialIcons: Record<string, (p: IconProps) => React.ReactElement> = {
  Facebook: ({ className }) =>
    svg(
      <path d="M14 8.5V6.8c0-.8.5-1 1-1h2V2.5h-2.8C11.1 2.5 10.4 4.8 10.4 6.3v2.2H8.3V12h2.1v9.5H14V12h2.8l.4-3.5H14z" />,
      className,
    ),
  Instagram: ({ className }) =>
    svg(
      <path d="M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.8a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 6a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 17 6zM12 2.5c-2.6 0-2.9 0-3.9.1-3.5.2-5.4 2.1-5.6 5.6-.1 1-.1 1.3-.1 3.8s0 2.9.1 3.9c.2 3.5 2.1 5.4 5.6 5.6 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.5-.2 5.4-2.1 5.6-5.6.1-1 .1-1.3.1-3.9s0-2.8-.1-3.8c-.2-3.5-2.1-5.4-5.6-5.6-1-.1-1.3-.1-3.9-.1zm0 1.7c2.5 0 2.8 0 3.8.1 2.5.1 3.7 1.3 3.8 3.8.1 1 .1 1.3.1 3.8s0 2.8-.1 3.8c-.1 2.5-1.3 3.7-3.8 3.8-1 .1-1.3.1-3.8.1s-2.8 0-3.8-.1c-2.5-.1-3.7-1.3-3.8-3.8-.1-1-.1-1.3-.1-3.8s0-2.8.1-3.8C4.5 5.7 5.7 4.4 8.2 4.3c1-.1 1.3-.1 3.8-.1z" />,
      className,
    ),
  Pinterest: ({ className }) =>
    svg(
      <path d="M12.2 2.5C7 2.5 4.4 6.2 4.4 9.3c0 1.9.7 3.5 2.2 4.1.2.1.5 0 .5-.3l.2-.9c.1-.3 0-.4-.2-.6-.5-.6-.8-1.3-.8-2.3 0-3 2.2-5.6 5.8-5.6 3.2 0 4.9 1.9 4.9 4.5 0 3.4-1.5 6.3-3.8 6.3-1.2 0-2.2-1-1.9-2.3.4-1.5 1.1-3.1 1.1-4.2 0-1-.5-1.8-1.6-1.8-1.3 0-2.3 1.3-2.3 3.1 0 1.1.4 1.9.4 1.9l-1.5 6.4c-.4 1.9-.1 4.2 0 4.4 0 .1.2.2.3.1.1-.1 1.5-1.9 2-3.6l.8-3c.4.7 1.5 1.4 2.7 1.4 3.6 0 6-3.3 6-7.6 0-3.3-2.8-6.3-7-6.3z" />,
      className,
    ),
  X: ({ className }) =>
    svg(
      <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />,
      className,
    ),
  YouTube: ({ className }) =>
    svg(
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z" />,
      className,
    ),
};

/** Payment card marks drawn as simple badges (no trademarked artwork copied); `label` names the list. */
export function PaymentCards({ label: listLabel }: { label: string }) {
  const card = (label: string, bg: string, content: React.ReactNode) => (
    <li>
      <svg width="46" height="30" viewBox="0 0 46 30" role="img" aria-label={label}>
        <rect width="46" height="30" rx="4" fill={bg} />
        {content}
      </svg>
    </li>
  );
  return (
    <ul className="payment-cards" aria-label={listLabel}>
      {card(
        "Visa",
        "#1a1f71",
        <text
          x="23"
          y="19.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontStyle="italic"
          fontSize="12"
          fill="#fff"
        >
          VISA
        </text>,
      )}
      {card(
        "Mastercard",
        "#252525",
        <>
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="27" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </>,
      )}
      {card(
        "American Express",
        "#2e77bc",
        <text
          x="23"
          y="19"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontSize="9.5"
          fill="#fff"
        >
          AMEX
        </text>,
      )}
      {card(
        "Discover",
        "#f4f4f4",
        <>
          <text
            x="20"
            y="18.5"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontSize="7.5"
            fill="#231f20"
          >
            DISCOVER
          </text>
          <circle cx="38" cy="15" r="3.2" fill="#f58220" />
        </>,
      )}
    </ul>
  );
}

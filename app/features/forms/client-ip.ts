/**
 * The server sets this header on requests it hands to route actions, from the
 * socket address (overwriting anything a client sent): a route action has no
 * socket of its own, and the rate limit needs the real client.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** Settings of the e2e server that tests must know too. */
/** Unsubscribe links are signed with it, so a test can make the link a welcome e-mail carries. */
export const E2E_UNSUBSCRIBE_SECRET = "e2e-unsubscribe-secret";

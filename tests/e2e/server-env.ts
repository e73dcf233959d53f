/** Settings of the e2e server that tests must know too. */
/** Unsubscribe links are signed with it, so a test can make the link a welcome e-mail carries. */
export const E2E_UNSUBSCRIBE_SECRET = "e2e-unsubscribe-secret";

/** Third parties as every server of the suite names them: the browser's routes fake them (tests/mocks). */
export const E2E_THIRD_PARTIES = {
  GEOCODER_URL: "https://geocoder.test",
  MAP_TILE_URL: "https://tiles.test/{z}/{x}/{y}.png",
};

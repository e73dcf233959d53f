import type { FeatureFactory } from "./feature.ts";
import { adminFeature } from "./admin/feature.ts";
import { bookingFeature } from "./booking/feature.ts";
import { leadsFeature } from "./leads/feature.ts";
import { privacyFeature } from "./privacy/feature.ts";
import { securityTxtFeature } from "./security-txt.ts";
import { siteConfigFeature } from "./site-config.ts";

/** Features that run inside the server process, in start-up order (closed in reverse). */
export const defaultFeatures: FeatureFactory[] = [
  siteConfigFeature,
  securityTxtFeature,
  leadsFeature,
  bookingFeature,
  privacyFeature,
  adminFeature,
];

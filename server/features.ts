import type { FeatureFactory } from "./feature.ts";
import { adminFeature } from "./admin/feature.ts";
import { bookingFeature } from "./booking/feature.ts";
import { consultantsFeature } from "./consultants/feature.ts";
import { contactFeature } from "./contact/feature.ts";
import { leadsFeature } from "./leads/feature.ts";
import { newsletterFeature } from "./newsletter/feature.ts";
import { privacyFeature } from "./privacy/feature.ts";
import { proposalsFeature } from "./proposals/feature.ts";
import { referralsFeature } from "./referrals/feature.ts";
import { installationsFeature } from "./installations/feature.ts";
import { quoteFeature } from "./quote/feature.ts";
import { securityTxtFeature } from "./security-txt.ts";
import { siteConfigFeature } from "./site-config.ts";
import { smsFeature } from "./sms/feature.ts";
import { swatchesFeature } from "./swatches/feature.ts";
import { textLeadsFeature } from "./text-leads/feature.ts";

/** Features that run inside the server process, in start-up order (closed in reverse). */
export const defaultFeatures: FeatureFactory[] = [
  siteConfigFeature,
  securityTxtFeature,
  leadsFeature,
  contactFeature,
  quoteFeature,
  newsletterFeature,
  bookingFeature,
  smsFeature,
  textLeadsFeature,
  consultantsFeature,
  swatchesFeature,
  privacyFeature,
  proposalsFeature,
  referralsFeature,
  installationsFeature,
  adminFeature,
];

/** The features that take and deliver the public forms' leads (the integration tests' default server). */
export const leadCaptureFeatures: FeatureFactory[] = [leadsFeature, contactFeature, quoteFeature, newsletterFeature];

export { createReferralRoute } from "./referral-route.tsx";
export type { ReferralPageProps, ReferralParams } from "./referral-route.tsx";
